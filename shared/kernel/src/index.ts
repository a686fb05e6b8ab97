// The runtime kernel's public interface (see README.md). Shared once at runtime, versioned with semver: bump the
// major version when anything exported here changes incompatibly. Domain rules live in @kredi/contracts instead.
export { theme, ctaGreen } from './theme/theme';
export { AppProviders, type AppProvidersProps } from './providers/AppProviders';
export { useSnackbar } from './toasts/useSnackbar';
export { EMOTION_CACHE_KEY, createEmotionCache } from './providers/emotionCache';
export { REDUCED_MOTION_QUERY, prefersReducedMotion, scrollBehavior } from './theme/motion';
export { defaultSiteConfig, mergeSiteConfig, type SiteConfig, type SocialLinks } from './config/siteConfig';
export { siteConfigSlice, siteConfigLoaded, selectSiteConfig } from './config/siteConfigSlice';
export { useSiteConfig } from './config/useSiteConfig';
// RTK Query and what uses it are the API entry's ('@kredi/kernel/api', api/index.ts): a page loads it when it calls
// the API. These read a server render's answers (and load an endpoint when needed) without it.
export {
  useDeferredQuery,
  useDeferredMutation,
  type DeferredQuery,
  type DeferredQueryResult,
  type DeferredMutationOptions,
} from './api/deferredEndpoints';
export type { ApiServerContext } from './api/baseApi';
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
  selectCrmRole,
  loadSession,
  saveSession,
  emptySession,
  type SessionState,
  type Personel,
} from './session/sessionSlice';
export { SESSION_KEYS } from './session/sessionStorageKeys';
export { sessionFor, roleAllowed, type StaffArea, type UsedSession } from './session/staffAccess';
export { rootReducer, type LazyLoadedSlices } from './store/rootReducer';
export { makeStore, type MakeStoreOptions, type AppStore, type AppDispatch, type RootState } from './store/makeStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { formatNumberTR, formatMoney2, formatLira, formatDateLong, formatDateTime, lowerTR } from './format/turkish';
export { useDocumentMeta, type DocumentMetaOptions } from './seo/useDocumentMeta';
export { DocumentMetaContext, type DocumentMeta } from './seo/documentMetaCollector';
export { useHydrated } from './ssr/useHydrated';
export { PageOriginContext, usePageOrigin } from './seo/pageOrigin';
export {
  ROUTES_EXPOSE,
  ownerOf,
  prefixMatches,
  type RouteChrome,
  type RemoteRoute,
  type RemoteRoutesModule,
  type RemoteServerModule,
  type RoutePrefetchContext,
  type RemoteManifestEntry,
  type RemotesManifest,
} from './federation/contract';
// The router (its list of names lives in routing/router.ts).
export * from './routing/router';
