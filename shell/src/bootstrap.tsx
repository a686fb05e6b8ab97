import type { AppStore } from '@kredi/kernel';
import { whenConsented } from '@kredi/contracts/consent';
import { evaluateInStages } from './app/evaluateInStages';
import { whenPageInteractive } from './lib/pageInteractive';

// The code below is in this chunk and its shared chunks, loaded together with it ("eager": no extra request), but
// each module is evaluated only when its import() runs: in stages, heaviest libraries first (app/evaluateInStages.ts).
const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@mui/material/styles'),
  () => import(/* webpackMode: "eager" */ '@kredi/kernel'),
  () => import(/* webpackMode: "eager" */ './app/App'),
];

async function start() {
  await evaluateInStages(stages);
  const [
    { createRoot, hydrateRoot },
    { startTransition },
    { makeStore, loadSession, siteConfigLoaded },
    { App },
    { readServerState },
    { loadSiteConfig },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ '@kredi/kernel'),
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './app/serverHandoff'),
    import(/* webpackMode: "eager" */ './features/remotes/lib/runtimeConfig'),
  ]);

  const root = document.getElementById('root')!;
  // A server-rendered page carries the state it was rendered with; hydrating from the same state gives the same tree.
  const serverState = root.firstElementChild ? readServerState(document) : undefined;

  const store: AppStore = makeStore({ ...serverState, session: loadSession(window.localStorage) }, { sessionStorage: window.localStorage });
  // Debug handle for the browser tests and support (the state is the visitor's own).
  (window as unknown as { __KREDI_STORE__: typeof store }).__KREDI_STORE__ = store;

  if (serverState && !(await pageRemoteReadyOrKept())) return;
  if (serverState) {
    // The server already rendered with the deployment's /config.json; React keeps the server HTML while the page's
    // remote arrives (Suspense), then attaches to it: no second render, no flash. The page's loader (intentLoader/)
    // started this at the visitor's first intent and holds their clicks and submits until the page is interactive.
    // As a transition, hydration yields to the browser every few milliseconds instead of running as one long task.
    startTransition(() => {
      hydrateRoot(root, <App store={store} />, {
        onRecoverableError: (error) => console.error('[hydration] the server HTML did not match', error),
      });
    });
  } else {
    void loadSiteConfig().then((config) => store.dispatch(siteConfigLoaded(config)));
    createRoot(root).render(<App store={store} />);
  }
  // Real visitors' speed: its own small chunk, loaded once the page is interactive, so it never competes
  // with the page's own scripts (its metrics are read from the browser's buffered entries). It is statistics, not
  // strictly necessary: neither fetched nor run before the visitor consents to them, which may happen later on
  // this page (the rule is bundled here, so the gate never waits for the banner's chunk).
  whenPageInteractive(document, () => {
    whenConsented('istatistik', () => {
      void import('./lib/webVitalsBeacon').then(({ startWebVitalsBeacon }) => startWebVitalsBeacon());
    });
  });
}

/**
 * A server-rendered page hydrates once its remote's code is here (the entry chunk started loading it). When that code
 * cannot run, the page keeps the server's HTML with a quiet notice instead of being replaced by the failure panel;
 * the failure is already named (remoteRegistry.ts). Answers whether to hydrate.
 */
async function pageRemoteReadyOrKept(): Promise<boolean> {
  const { pageRemoteReady } = await import(/* webpackMode: "eager" */ './features/remotes/lib/remoteRegistry');
  try {
    await pageRemoteReady(window.location.pathname);
    return true;
  } catch {
    // Only a failing page needs the notice's code: it loads then, from the shell's own origin. Should that fail too,
    // the server's HTML simply stays, without the notice.
    await import('./features/remotes/lib/serverContentKept').then(
      ({ keepServerContent }) => keepServerContent(document),
      () => undefined,
    );
    return false;
  }
}

void start();
