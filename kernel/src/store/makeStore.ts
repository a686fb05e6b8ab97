import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { saveSession, type SessionState } from '../session/sessionSlice';
import { rootReducer, type RootState } from './rootReducer';

export interface MakeStoreOptions {
  /** Where the session is mirrored (the browser's localStorage in the shell; nothing in tests unless given). */
  sessionStorage?: Pick<Storage, 'setItem' | 'removeItem'>;
}

/**
 * Builds the one store. At runtime only the shell calls this; tests and remote harnesses call it with a preloaded state.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
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
