import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeStore, loadSession, siteConfigLoaded } from '@kredi/kernel';
import { App } from './app/App';
import { readServerState } from './app/serverHandoff';
import { loadSiteConfig } from './features/remotes/lib/runtimeConfig';

const root = document.getElementById('root')!;
// A server-rendered page carries the state it was rendered with; hydrating from the same state gives the same tree.
const serverState = root.firstElementChild ? readServerState(document) : undefined;

const store = makeStore({ ...serverState, session: loadSession(window.localStorage) }, { sessionStorage: window.localStorage });
// Debug handle for the browser tests and support (the state is the visitor's own).
(window as unknown as { __KREDI_STORE__: typeof store }).__KREDI_STORE__ = store;

if (serverState) {
  // The server already rendered with the deployment's /config.json; React keeps the server HTML while the page's
  // remote arrives (Suspense), then attaches to it: no second render, no flash. The page's loader (intentLoader/)
  // started this at the visitor's first intent and holds their clicks and submits until the page is interactive.
  hydrateRoot(root, <App store={store} />, {
    onRecoverableError: (error) => console.error('[hydration] the server HTML did not match', error),
  });
} else {
  void loadSiteConfig().then((config) => store.dispatch(siteConfigLoaded(config)));
  createRoot(root).render(<App store={store} />);
}
