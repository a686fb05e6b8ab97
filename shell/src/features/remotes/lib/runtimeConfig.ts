// Pure subpath modules (see remoteRegistry.ts): usable before the async boundary.
import { isRemoteName, type RemoteManifestEntry } from '@kredi/shared/federation/contract';
import { mergeSiteConfig, type SiteConfig } from '@kredi/shared/config/siteConfig';

/** Where the shell finds its remotes; a deployment swaps a remote's build by editing this file only. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
/** Optional site-config override (contact details, brand, users API URL). */
export const SITE_CONFIG_URL = '/config.json';

/** Reads and validates the remotes manifest; entries become absolute URLs relative to the page. */
export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifestEntry[]> {
  const res = await fetchImpl(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes manifest answered ${res.status}`);
  const body: unknown = await res.json();
  const list = (body as { remotes?: unknown }).remotes;
  if (!Array.isArray(list)) throw new Error('remotes manifest has no remotes list');
  return list.flatMap((item: unknown) => {
    const { name, entry } = (item ?? {}) as { name?: unknown; entry?: unknown };
    if (!isRemoteName(name) || typeof entry !== 'string' || !entry) return [];
    return [{ name, entry: new URL(entry, window.location.href).href }];
  });
}

/** The site config: defaults from shared, overridden by /config.json when a deployment provides one. */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  try {
    const res = await fetchImpl(SITE_CONFIG_URL, { cache: 'no-cache' });
    return mergeSiteConfig(res.ok ? await res.json() : undefined);
  } catch {
    return mergeSiteConfig(undefined);
  }
}
