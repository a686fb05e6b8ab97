import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One remote as the registry (remotes.registry.json) lists it. */
export interface RemoteInfo {
  /** Federation name (the container's `name`, the key in remotes.json). */
  name: string;
  /** Workspace folder. */
  dir: string;
  /** URL segment under /remotes/ in the single-origin profile and the production gateway. */
  segment: string;
  devPort: number;
  /** Route prefixes the remote owns (react-router patterns: '/', '/blog/*'). */
  routes: string[];
}

/** The remotes, read from the one registry. */
export const REMOTES: readonly RemoteInfo[] = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.registry.json'), 'utf8')) as { remotes: RemoteInfo[] }
).remotes;

export const distOf = (dir: string) => path.join(repoRoot, dir, 'dist');

/** Where a remote's server render lies in its build, beside mf-manifest.json (docs/ssr.md). */
export const SERVER_BUILD_FILE = 'server/routes.js';

/** The runtime manifest (/remotes.json) for remotes served at `entryOf(remote)` (the URL of their mf-manifest.json). */
export function remotesManifest(entryOf: (remote: RemoteInfo) => string) {
  return {
    remotes: REMOTES.map((r) => {
      const entry = entryOf(r);
      return { name: r.name, entry, routes: r.routes, server: entry.replace(/mf-manifest\.json$/, SERVER_BUILD_FILE) };
    }),
  };
}
