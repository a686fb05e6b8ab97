import { applyMiddleware, compose, legacy_createStore as createStore, type Dispatch, type StoreEnhancer, type UnknownAction } from 'redux';
import { withExtraArgument, type ThunkDispatch } from 'redux-thunk';
import type { ApiServerContext } from '../api/baseApi';
import { whenApiProvided } from '../api/apiSlot';
import { saveSession, type SessionState } from '../session/sessionSlice';
import { rootReducer, type RootState } from './rootReducer';
import { dynamicMiddleware } from './dynamicMiddleware';
import { developmentChecks } from './developmentChecks';

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
  const apiMiddleware = dynamicMiddleware();
  // The server context reaches the base query as the thunk's extra argument (one store per server request).
  const thunk = withExtraArgument<RootState, UnknownAction, ThunkExtra>({ server: options.server });
  // Redux's own createStore (RTK's configureStore stays off the first screen: actionCreator.ts); `legacy_` only
  // names it apart from configureStore. Redux DevTools and RTK's immutability and serializability checks in
  // development, as configureStore would.
  const checks = developmentChecks();
  const store = createStore(
    rootReducer,
    preloadedState as RootState | undefined,
    devToolsCompose()(applyMiddleware(...checks.before, thunk, ...checks.after, apiMiddleware.middleware)) as StoreEnhancer<{
      dispatch: AppDispatch;
    }>,
  );
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

/** What thunks (RTK Query's among them) get as their extra argument. */
interface ThunkExtra {
  server?: ApiServerContext;
}

/** The dispatch of the store: plain actions and thunks, as configureStore's default middleware allowed. */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction> & Dispatch<UnknownAction>;
export type AppStore = ReturnType<typeof makeStore>;

/** Redux DevTools' compose in development when the extension is there; Redux's own otherwise. */
function devToolsCompose(): typeof compose {
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return compose;
  const extension = (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  return extension ?? compose;
}
export type { RootState };
