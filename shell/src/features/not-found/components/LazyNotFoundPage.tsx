import { lazy } from 'react';

/**
 * The 404 page, loaded when a path ends on it. It is no page's first screen, yet it sat in the shell's chrome chunk
 * that every page loads (0.4 KB brotli on home). The server render waits for it (prerender), and
 * hydration of a server-rendered 404 waits for its chunk within the page's Suspense boundary.
 */
export const LazyNotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
