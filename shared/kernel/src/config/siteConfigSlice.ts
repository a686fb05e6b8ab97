import type { UnknownAction } from 'redux';
import { actionCreator } from '../store/actionCreator';
import { defaultSiteConfig, type SiteConfig } from './siteConfig';

export const siteConfigLoaded = actionCreator<SiteConfig>('siteConfig/siteConfigLoaded');

function siteConfigReducer(state: SiteConfig = defaultSiteConfig, action: UnknownAction): SiteConfig {
  return siteConfigLoaded.match(action) ? action.payload : state;
}

export const selectSiteConfig = (state: { siteConfig: SiteConfig }) => state.siteConfig;

/** The slice as the root reducer takes it (store/injectableReducer.ts). */
export const siteConfigSlice = { reducerPath: 'siteConfig', reducer: siteConfigReducer } as const;
