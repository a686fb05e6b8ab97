// The only script a server-rendered public page references (docs/ssr.md, "Hydrate when idle or on intent"). The page
// is complete as HTML: it is read, scrolled and its links followed without any JavaScript. The application
// (federation runtime, React, the page's remote) loads when the browser is idle after the first paint, or earlier at
// the first sign of a person using the page, then hydrates in short tasks. Nothing done meanwhile is lost: a click on a scripted control is replayed, typed text is handed to React, and a form is
// never sent natively. Kept tiny on purpose: no React, no federation runtime, nothing shared.
import { startEarlyFetch } from '../lib/earlyFetches';
import { holdSubmitsUntilInteractive, whenPageInteractive } from '../lib/pageInteractive';
import { pageRemoteManifestUrl } from '../lib/pageRemotes';
import { onFirstIntent } from './firstIntent';
import { holdScriptedClicks } from './heldClick';
import { whenIdleAfterFirstPaint } from './idleAfterFirstPaint';
import { preloadScripts } from './preloadScripts';
import { remoteFirstScripts } from './remoteFirstScripts';
import { recordTypedValues } from './typedValues';

/** The shell's entry (main.js), as the client-render page loads it; set by the build. */
declare const __APP_ENTRY_URL__: string;
/** The chunks main.js loads on every page (tooling/webpack/firstScreenChunkList.mjs); set by the build. */
declare const __APP_FIRST_SCREEN_CHUNKS__: string[];

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    // First of the application's requests: its federation runtime starts the chain to the page's remote.
    script.fetchPriority = 'high';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.appendChild(script);
  });
}

holdSubmitsUntilInteractive(document);
const clicks = holdScriptedClicks(window);
const typedValues = recordTypedValues(window);

// Not after `load`: on the bench's phone that event came 0.1-0.4 s after the page was parsed and painted, with the
// connection idle meanwhile (the page interactive sooner). The images in view are waited for instead (idleAfterFirstPaint.ts).
let loading = false;
function loadApplication(): void {
  if (loading) return;
  loading = true;
  // Without the application the page stays plain HTML: its controls get their native behaviour back.
  loadScript(__APP_ENTRY_URL__).catch(() => clicks.release());
  preloadScripts(document, __APP_FIRST_SCREEN_CHUNKS__);
  // The page's remote manifest (a few KB) starts the chain to the page's remote: asked for now, not after main.js has
  // run, and once it is in, the remote's container and routes (a clone is read: the runtime reads the answer itself).
  const remoteManifest = pageRemoteManifestUrl(document, window.location.href);
  if (remoteManifest)
    startEarlyFetch(window, remoteManifest)
      .then((res) => (res.ok ? res.clone().json() : undefined))
      .then((manifest: unknown) => preloadScripts(document, remoteFirstScripts(manifest, remoteManifest)))
      .catch(() => undefined);
}
onFirstIntent(window, loadApplication);
whenIdleAfterFirstPaint(window, loadApplication);

whenPageInteractive(document, () => {
  const control = clicks.release();
  typedValues.handOver(document.getElementById('root') ?? document);
  // A task later, when React has rendered the values: a held submit then sends what was typed.
  setTimeout(() => {
    if (control?.isConnected) control.click();
  });
});
