import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { ApiServerContext } from '../api/baseApi';
import { whenApiProvided } from '../api/apiSlot';
import { saveSession, type SessionState } from '../session/sessionSlice';
import { rootReducer, type RootState } from './rootReducer';

export interface MakeStoreOptions {
  /** Where the session is mirrored (the browser's localStorage in the shell; nothing in tests unless given). */
  sessionStorage?: Pick<Storage, 'setItem' | 'removeItem'>;
  /** A server render's store: where relative API URLs point and which fetch to use (the composer's short cache). */
  server?: ApiServerContext;
}

/**
 * Builds the one store. At runtime only the shell calls this; tests and remote harnesses call it with a preloaded state.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  // RTK Query's middleware joins when the kernel's API entry loads (api/apiSlot.ts): at once if it already has.
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The server context reaches the base query as the thunk's extra argument (one store per server request).
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { server: options.server } } }).concat(apiMiddleware.middleware),
  });
  whenApiProvided((api) => {
    apiMiddleware.addMiddleware(api.middleware);
    // RTK Query's reducer takes over the cache and its middleware registers before the first call is made.
    store.dispatch({ type: 'kernel/apiProvided' });
    api.setupListeners(store.dispatch);
  });

  const storage = options.sessionStorage;
  if (storage) {
    let last: SessionState = store.getState().session;
    store.subscribe(() => {
      const next = store.getState().session;
      if (next !== last) {
        last = next;
        saveSession(storage, next);
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
