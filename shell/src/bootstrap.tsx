import { createRoot } from 'react-dom/client';
import { makeStore, loadSession, siteConfigLoaded } from '@kredi/kernel';
import { App } from './app/App';
import { loadSiteConfig } from './features/remotes/lib/runtimeConfig';

const store = makeStore({ session: loadSession(window.localStorage) }, { sessionStorage: window.localStorage });
// Debug handle for the browser tests and support (the state is the visitor's own).
(window as unknown as { __KREDI_STORE__: typeof store }).__KREDI_STORE__ = store;

void loadSiteConfig().then((config) => store.dispatch(siteConfigLoaded(config)));

createRoot(document.getElementById('root')!).render(<App store={store} />);
