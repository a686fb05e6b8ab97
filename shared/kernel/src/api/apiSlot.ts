import type { Middleware, Reducer } from '@reduxjs/toolkit';
import type { setupListeners } from '@reduxjs/toolkit/query';
import type { baseApi } from './baseApi';

// RTK Query is not part of the kernel's entry (nothing the first screen does not use). It comes
// with the kernel's API entry ('@kredi/kernel/api', api/index.ts), a shared module of its own that a page loads when
// it calls the API. Until then the store keeps the data cache a server render handed over in a slot that only holds
// it (rootReducer.ts), and the first screen reads it without RTK Query (deferredEndpoints.ts).

/** The data cache's state: the shape RTK Query keeps under `api`. */
export type ApiState = ReturnType<typeof baseApi.reducer>;

/** What the API entry hands the kernel when it is evaluated. */
export interface ProvidedApi {
  reducer: Reducer<ApiState>;
  middleware: Middleware;
  /** RTK Query's refetch-on-focus/reconnect listeners, set up once per store. */
  setupListeners: typeof setupListeners;
}

let provided: ProvidedApi | undefined;
// Stores made before the API entry loaded (the browser's one store; tests). Each attaches the API when it comes.
let waiting: ((api: ProvidedApi) => void)[] = [];

/** Called once by the API entry (api/index.ts) when a page first loads it. */
export function provideApi(api: ProvidedApi, injectReducer: (reducer: Reducer<ApiState>) => void): void {
  if (provided) return;
  provided = api;
  injectReducer(api.reducer);
  const stores = waiting;
  waiting = [];
  for (const attach of stores) attach(api);
}

/** Runs `attach` with the API now if it is loaded, else when it loads (makeStore.ts). */
export function whenApiProvided(attach: (api: ProvidedApi) => void): void {
  if (provided) attach(provided);
  else waiting.push(attach);
}

/** Whether the API entry has loaded (a deferred query then subscribes at once). */
export const apiProvided = () => provided !== undefined;
