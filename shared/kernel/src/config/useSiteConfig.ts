import { useAppSelector } from '../store/hooks';
import { selectSiteConfig } from './siteConfigSlice';
import type { SiteConfig } from './siteConfig';

export function useSiteConfig(): SiteConfig {
  return useAppSelector(selectSiteConfig);
}
