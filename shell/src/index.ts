// Entry chunk. The remote of the requested page starts loading at once (it needs nothing shared yet);
// the async boundary then lets the federation runtime set up shared singletons before the app code runs.
import { preloadRemoteForPath, startRemoteRegistry } from './features/remotes/lib/remoteRegistry';
import { yieldToMain } from './lib/yieldToMain';

startRemoteRegistry();
preloadRemoteForPath(window.location.pathname);
// A task of its own: the share scope's set-up does not add to the work above (lib/yieldToMain.ts).
void yieldToMain().then(() => import('./bootstrap'));
