// The scripts a remote's first load needs, read from its federation manifest (mf-manifest.json) as the federation
// runtime reads them: its container (remoteEntry.js) and the first-load files of what it exposes (a remote exposes
// only its routes, tooling/webpack/remoteFederation.mjs). The loader preloads them as soon as the early manifest answer
// is in (lib/earlyFetches.ts), while main.js is still arriving, so the runtime finds them in the page when it asks
// (the page interactive sooner). No imports: the loader stays a few KB.

interface FederationManifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/** Absolute URLs of the container and the exposed routes' first-load files; none for a manifest read otherwise. */
export function remoteFirstScripts(manifest: unknown, manifestUrl: string): string[] {
  const { metaData, exposes } = (manifest ?? {}) as FederationManifest;
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return [];
  // 'auto': the files lie beside the manifest, as the runtime resolves it. Another public path is used as written.
  const publicPath = metaData?.publicPath;
  if (typeof publicPath !== 'string') return [];
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const entryPath = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name;
  const files = (exposes ?? []).flatMap((expose) => {
    const sync = expose?.assets?.js?.sync;
    return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  });
  return [entryPath, ...files].map((file) => new URL(file, base).href);
}
