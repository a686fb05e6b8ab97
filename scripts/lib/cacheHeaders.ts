import path from 'node:path';

// Entry points and manifests keep stable names and must be revalidated; everything else is content-hashed. The same
// names as the nginx static servers' map (deploy/static/caching.conf; tooling/test/cacheHeaders.test.ts compares them),
// a remote's server build (`server/routes.js`) included: a cache in between must never keep an old one for a year.
export const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
  'routes.js',
]);

export function cacheControlFor(filePath: string): string {
  return NO_CACHE.has(path.basename(filePath)) ? 'no-cache' : 'public, max-age=31536000, immutable';
}
