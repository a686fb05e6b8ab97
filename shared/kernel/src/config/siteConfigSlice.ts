import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultSiteConfig, type SiteConfig } from './siteConfig';

export const siteConfigSlice = createSlice({
  name: 'siteConfig',
  initialState: defaultSiteConfig,
  reducers: {
    siteConfigLoaded: (_state, action: PayloadAction<SiteConfig>) => action.payload,
  },
  selectors: {
    selectSiteConfig: (state) => state,
  },
});

export const { siteConfigLoaded } = siteConfigSlice.actions;
export const { selectSiteConfig } = siteConfigSlice.selectors;
