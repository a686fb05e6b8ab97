import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import type { ApiState } from '../api/apiSlot';
import { sessionSlice } from '../session/sessionSlice';
import { siteConfigSlice } from '../config/siteConfigSlice';

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

export const rootReducer = combineSlices(apiSlot, sessionSlice, siteConfigSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The API entry's reducer takes the slot's place (once, for every store: the root reducer is one). */
export const injectApiReducer = (reducer: Reducer<ApiState>) => {
  rootReducer.inject({ reducerPath: 'api', reducer }, { overrideExisting: true });
};

export type RootState = ReturnType<typeof rootReducer>;
