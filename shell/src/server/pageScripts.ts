// Which files a server-rendered page names for the browser to ask for with main.js (shell/src/lib/pageScripts.ts):
// the owning remote's manifest and container, the page's chunks, and the chunks of the shared modules they consume
// from the shell. All from the builds' own lists (tooling/webpack/pageScripts.mjs), never guessed.
import fs from 'node:fs';
import path from 'node:path';
import type { PageChunks, RemoteManifestEntry, RemoteRoute } from '@kredi/kernel';
import type { PageScripts } from '../lib/pageScripts';

/** The files of each module the shell provides to the share scope, by share key: public URLs. */
export type SharedChunks = Record<string, string[]>;

/** The name of the shell's list in dist/; set by the build (tooling/webpack/createServerWebpackConfig.mjs). */
declare const __SHARED_CHUNKS_FILE__: string;

/** The shell's list beside this build (dist/server/render-service.js → dist/shared-chunks.json); none without it. */
export function defaultSharedChunks(): SharedChunks {
  const file = path.join(__dirname, '..', __SHARED_CHUNKS_FILE__);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SharedChunks) : {};
}

// The composer reads the manifest from the site's internal origin (COMPOSER_ORIGIN), so its entries are absolute on
// that origin: a file there is written root-relative, as the visitor's page reaches it on the public origin (the
// internal address never reaches a page). Entries on another origin (the multi-origin profile) are public already.
function asThePageSaysIt(url: URL, siteOrigin: string): string {
  return url.origin === new URL(siteOrigin).origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The files of `route`'s page, owned by `owner`: its manifest (the federation runtime fetches it), its container,
 * the page's chunks (relative to the manifest's folder, as the runtime loads them) and the shell's chunks for the
 * shared modules the page consumes. Only the manifest when the build names no files for the page.
 */
export function pageScriptsOf(
  owner: RemoteManifestEntry,
  route: RemoteRoute | undefined,
  chunks: PageChunks | undefined,
  shared: SharedChunks,
  siteOrigin: string,
): PageScripts {
  const manifest = new URL(owner.entry, siteOrigin);
  const fetch = [asThePageSaysIt(manifest, siteOrigin)];
  const page = route?.page ? chunks?.pages[route.page] : undefined;
  if (!chunks || !page) return { fetch, scripts: [] };
  const own = [...chunks.entry, ...page.js].map((file) => asThePageSaysIt(new URL(file, manifest), siteOrigin));
  const consumed = page.shared.flatMap((key) => shared[key] ?? []);
  return { fetch, scripts: [...new Set([...own, ...consumed])] };
}
