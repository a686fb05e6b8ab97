import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiServerContext } from '../api/baseApi';
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
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The server context reaches the base query as the thunk's extra argument (one store per server request).
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { server: options.server } } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);

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
