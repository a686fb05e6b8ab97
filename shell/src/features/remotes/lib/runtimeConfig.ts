// Pure subpath modules (see remoteRegistry.ts): usable before the async boundary.
import type { RemoteManifestEntry, RemoteRequirements } from '@kredi/kernel/federation/contract';
import { mergeSiteConfig, type SiteConfig } from '@kredi/kernel/config/siteConfig';
import { readPageRemotes, type PageRemotes } from '../../../lib/pageRemotes';

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
  const requires = parseRequirements((item as { requires?: unknown }).requires);
  if (requires) parsed.requires = requires;
  return [parsed];
}

/** A manifest entry's `requires`: the fields it knows, any other ignored (a newer manifest may declare more). */
function parseRequirements(value: unknown): RemoteRequirements | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { kernel, bundlerRuntimeHandOver } = value as Record<string, unknown>;
  const requires: RemoteRequirements = {};
  if (typeof kernel === 'string' && kernel) requires.kernel = kernel;
  if (bundlerRuntimeHandOver === true) requires.bundlerRuntimeHandOver = true;
  return Object.keys(requires).length > 0 ? requires : undefined;
}

/** The manifest's body: the remotes as the file wrote them. */
export interface RemotesManifestBody {
  remotes: unknown[];
}

/**
 * Validates a manifest's body; entries become absolute URLs relative to the page (the browser) or to the site's
 * origin (the server render, which has no page).
 */
export function parseRemotesManifest(body: unknown, pageUrl: string): RemoteManifestEntry[] {
  const list = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes manifest has no remotes list');
  return list.flatMap((item) => parseEntry(item, pageUrl));
}

/** Reads the remotes manifest's body; an answer other than 2xx or without a remotes list is an error. */
export async function fetchRemotesManifestBody(
  fetchImpl: typeof fetch = fetch,
  pageUrl: string = window.location.href,
): Promise<RemotesManifestBody> {
  const res = await fetchImpl(new URL(REMOTES_MANIFEST_URL, pageUrl).href, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes manifest answered ${res.status}`);
  const body: unknown = await res.json();
  parseRemotesManifest(body, pageUrl);
  return body as RemotesManifestBody;
}

/** Reads and validates the remotes manifest (URLs absolute, see parseRemotesManifest). */
export async function fetchRemotesManifest(
  fetchImpl: typeof fetch = fetch,
  pageUrl: string = window.location.href,
): Promise<RemoteManifestEntry[]> {
  return parseRemotesManifest(await fetchRemotesManifestBody(fetchImpl, pageUrl), pageUrl);
}

/**
 * The copy of the manifest a server-rendered page carries (docs/ssr.md, "The manifest in the page"): each remote's
 * name, entry and route prefixes as the file wrote them, and the page's owner. The browser reads it there instead of
 * asking /remotes.json, one round trip fewer before the page's remote is asked for; the page's version (ETag) covers
 * the manifest, so the copy is as fresh as the page.
 */
export function remotesManifestForPage(body: RemotesManifestBody, page?: string): PageRemotes {
  const pick = (item: unknown) => {
    const { name, entry, routes, requires } = (item ?? {}) as Record<string, unknown>;
    // What the remote requires travels with it: the browser refuses from the page's copy as the composer did.
    return requires === undefined ? { name, entry, routes } : { name, entry, routes, requires };
  };
  return page ? { remotes: body.remotes.map(pick), page } : { remotes: body.remotes.map(pick) };
}

/** The manifest a server-rendered page carries; undefined on a client-rendered page or an unreadable copy. */
export function embeddedRemotesManifest(doc: Document, pageUrl: string): RemoteManifestEntry[] | undefined {
  const copy = readPageRemotes(doc);
  if (!copy) return undefined;
  try {
    return parseRemotesManifest(copy, pageUrl);
  } catch {
    return undefined;
  }
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
