import type { Reducer } from 'redux';
import type { ApiState } from '../api/apiSlot';
import { sessionSlice } from '../session/sessionSlice';
import { siteConfigSlice } from '../config/siteConfigSlice';
import type { SessionState } from '../session/sessionSlice';
import type { SiteConfig } from '../config/siteConfig';
import { injectableReducer } from './injectableReducer';

/**
 * Slices that remotes inject at runtime (`rootReducer.inject(slice)`). A remote declares its own slice here with
 * module augmentation: `declare module '@kredi/kernel/store/rootReducer' { interface LazyLoadedSlices { ... } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

// Holds the data cache as given (a server render's answers) until the API entry replaces it with RTK Query's own
// reducer (api/apiSlot.ts). Without a reducer under 'api', the store would drop the preloaded cache at its first action.
const EMPTY_API_STATE = { queries: {}, mutations: {}, provided: { tags: {}, keys: {} }, subscriptions: {} } as unknown as ApiState;
const apiSlot = { reducerPath: 'api' as const, reducer: ((state: ApiState = EMPTY_API_STATE) => state) as Reducer<ApiState> };

/** The store's state: the kernel's slices, and those remotes inject once they have. */
export type RootState = { api: ApiState; session: SessionState; siteConfig: SiteConfig } & Partial<LazyLoadedSlices>;

export const rootReducer = injectableReducer<RootState>([apiSlot, sessionSlice, siteConfigSlice]);

/** The API entry's reducer takes the slot's place (once, for every store: the root reducer is one). */
export const injectApiReducer = (reducer: Reducer<ApiState>) => {
  rootReducer.inject({ reducerPath: 'api', reducer }, { overrideExisting: true });
};
