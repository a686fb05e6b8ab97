// Public API of @kredi/shared for the browser. Pure rules for the server live in '@kredi/shared/rules'.
export { theme, ctaGreen } from './theme/theme';
export { REDUCED_MOTION_QUERY, prefersReducedMotion, scrollBehavior } from './theme/motion';
export { defaultSiteConfig, mergeSiteConfig, type SiteConfig, type SocialLinks } from './config/siteConfig';
export { siteConfigSlice, siteConfigLoaded, selectSiteConfig } from './config/siteConfigSlice';
export { useSiteConfig } from './config/useSiteConfig';
export { baseApi } from './api/baseApi';
export { serverMessage } from './api/errorMessage';
export {
  sessionSlice,
  crmSignedIn,
  crmSignedOut,
  adminSignedIn,
  adminSignedOut,
  selectCrmToken,
  selectPersonel,
  selectAdminToken,
  loadSession,
  saveSession,
  emptySession,
  type SessionState,
  type Personel,
} from './session/sessionSlice';
export { SESSION_KEYS } from './session/sessionStorageKeys';
export { rootReducer, type LazyLoadedSlices } from './store/rootReducer';
export { makeStore, type AppStore, type AppDispatch, type RootState } from './store/makeStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { formatNumberTR, formatMoney2, formatLira, formatDateLong, formatDateTime, lowerTR } from './format/turkish';
export { useDocumentMeta } from './seo/useDocumentMeta';
export {
  REMOTE_PAGES,
  PAGES_EXPOSE,
  isRemoteName,
  type RemoteName,
  type RemotePageKey,
  type RemotePagesModule,
  type RemoteManifestEntry,
  type RemotesManifest,
} from './federation/contract';
export { ComingSoon } from './ui/ComingSoon';
export { ROUTE_TABLE, routesOf, type RouteEntry, type RouteChrome } from './federation/routeTable';
