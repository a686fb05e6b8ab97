// Pure subpath modules (see remoteRegistry.ts): usable before the async boundary.
import type { RemoteManifestEntry } from '@kredi/kernel/federation/contract';
import { mergeSiteConfig, type SiteConfig } from '@kredi/kernel/config/siteConfig';

/** Where the shell finds its remotes and their route prefixes; a deployment changes this file, never the shell. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
/** Optional site-config override (contact details, brand, users API URL). */
export const SITE_CONFIG_URL = '/config.json';

// A federation container name, and a route prefix ('/', '/kvkk', '/blog/*').
const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const ROUTE_PREFIX = /^\/[A-Za-z0-9._~\-/]*(\/\*)?$/;

function parseEntry(item: unknown, pageUrl: string): RemoteManifestEntry[] {
  const { name, entry, routes, server } = (item ?? {}) as { name?: unknown; entry?: unknown; routes?: unknown; server?: unknown };
  if (typeof name !== 'string' || !REMOTE_NAME.test(name) || typeof entry !== 'string' || !entry) return [];
  const prefixes = Array.isArray(routes) ? routes.filter((r): r is string => typeof r === 'string' && ROUTE_PREFIX.test(r)) : [];
  const parsed: RemoteManifestEntry = { name, entry: new URL(entry, pageUrl).href, routes: prefixes };
  if (typeof server === 'string' && server) parsed.server = new URL(server, pageUrl).href;
  return [parsed];
}

/**
 * Reads and validates the remotes manifest; entries become absolute URLs relative to the page (the browser) or to
 * the site's origin (the server render, which has no page).
 */
export async function fetchRemotesManifest(
  fetchImpl: typeof fetch = fetch,
  pageUrl: string = window.location.href,
): Promise<RemoteManifestEntry[]> {
  const res = await fetchImpl(new URL(REMOTES_MANIFEST_URL, pageUrl).href, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes manifest answered ${res.status}`);
  const body: unknown = await res.json();
  const list = (body as { remotes?: unknown }).remotes;
  if (!Array.isArray(list)) throw new Error('remotes manifest has no remotes list');
  return list.flatMap((item) => parseEntry(item, pageUrl));
}

/** The site config: the kernel's defaults, overridden by /config.json when a deployment provides one. */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch, pageUrl: string = window.location.href): Promise<SiteConfig> {
  try {
    const res = await fetchImpl(new URL(SITE_CONFIG_URL, pageUrl).href, { cache: 'no-cache' });
    return mergeSiteConfig(res.ok ? await res.json() : undefined);
  } catch {
    return mergeSiteConfig(undefined);
  }
}
