import type { UnknownAction } from 'redux';
import { actionCreator } from '../store/actionCreator';
import { defaultSiteConfig, type SiteConfig } from './siteConfig';

export const siteConfigLoaded = actionCreator<SiteConfig>('siteConfig/siteConfigLoaded');

function siteConfigReducer(state: SiteConfig = defaultSiteConfig, action: UnknownAction): SiteConfig {
  return siteConfigLoaded.match(action) ? action.payload : state;
}

export const selectSiteConfig = (state: { siteConfig: SiteConfig }) => state.siteConfig;

/** The slice as the root reducer takes it (the shape RTK's createSlice gave it). */
export const siteConfigSlice = {
  name: 'siteConfig',
  reducerPath: 'siteConfig',
  reducer: siteConfigReducer,
  getInitialState: () => defaultSiteConfig,
  actions: { siteConfigLoaded },
  selectors: { selectSiteConfig },
} as const;
