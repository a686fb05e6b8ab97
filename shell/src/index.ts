// Entry chunk. The remote of the requested page starts loading at once (it needs nothing shared yet);
// the async boundary then lets the federation runtime set up shared singletons before the app code runs.
import { preloadRemoteForPath, startRemoteRegistry } from './features/remotes/lib/remoteRegistry';

startRemoteRegistry();
preloadRemoteForPath(window.location.pathname);
import('./bootstrap');
