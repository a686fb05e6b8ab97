import path from 'node:path';

// Entry points and manifests keep stable names and must be revalidated; everything else is content-hashed.
const NO_CACHE = new Set(['index.html', 'remotes.json', 'config.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'main.js']);

export function cacheControlFor(filePath: string): string {
  return NO_CACHE.has(path.basename(filePath)) ? 'no-cache' : 'public, max-age=31536000, immutable';
}
