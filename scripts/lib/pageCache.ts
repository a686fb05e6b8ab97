// The Node gateway's page cache (docs/ssr.md, "Page cache"): public server-rendered pages kept compressed in memory,
// shared by every visitor, revalidated with the render service by ETag. The nginx gateway does the same with
// proxy_cache (deploy/gateway/default.conf.template, location /).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page as the render service answered it. */
export interface PageAnswer {
  status: number;
  html: string;
  rendered: string;
  etag?: string;
}

export interface StoredPage {
  status: number;
  etag: string;
  storedAt: number;
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** hit: fresh; stale: served while one refresh runs; miss: waited for a render; bypass: never cached (credentials,
 * a query string, not GET). For counters (the metrics of another module hook in here: PageCacheOptions.onEvent). */
export type PageCacheEvent = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageCacheOptions {
  /** How long a page is served without asking the render service. */
  freshMs?: number;
  /** Past fresh, how long it is still served while one refresh runs (stale-while-revalidate). Fresh + this bounds the
   * age of what a visitor sees, so a change is on the page within that (plus the API's own revision check). */
  staleMs?: number;
  /** A page whose refresh failed (render service down, a client render) is served this long rather than the client
   * render (stale-if-error). */
  staleIfErrorMs?: number;
  maxEntries?: number;
  onEvent?: (event: PageCacheEvent) => void;
  now?: () => number;
}

/** Loads the page; `etag`: the stored version, for a conditional request (`not-modified` when it still holds). */
export type PageLoader = (etag: string | undefined) => Promise<PageAnswer | 'not-modified' | undefined>;

/** Parameters an ad campaign adds to links; no page reads them, so they share the page's entry. */
const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|yclid|ttclid)$/;

/** The path a page is cached (and rendered) under, or undefined when the request must bypass the cache: anything
 * with credentials (a page for someone), a query string other than campaign parameters, not GET/HEAD. */
export function pageCacheKeyPath(method: string, url: string, headers: Record<string, string | string[] | undefined>): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || headers.authorization !== undefined || headers.cookie !== undefined) return undefined;
  const [pathname = '/', query] = url.split('?', 2);
  if (query && [...new URLSearchParams(query).keys()].some((name) => !CAMPAIGN_PARAM.test(name))) return undefined;
  return pathname;
}

/** Only whole server renders are kept: a client render (a failure, or a page the browser renders) never is. */
const cacheable = (page: PageAnswer) => page.rendered === 'server' && (page.status === 200 || page.status === 404);

async function store(page: PageAnswer, now: number): Promise<StoredPage> {
  const identity = Buffer.from(page.html);
  const [br, gz] = await Promise.all([brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }), gzip(identity, { level: 6 })]);
  const etag = page.etag ?? `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status: page.status, etag, storedAt: now, body: { identity, br, gzip: gz } };
}

export function createPageCache({
  freshMs = 500,
  staleMs = 1000,
  staleIfErrorMs = 60_000,
  maxEntries = 500,
  onEvent,
  now = Date.now,
}: PageCacheOptions = {}) {
  const entries = new Map<string, StoredPage>();
  const refreshing = new Map<string, Promise<StoredPage | PageAnswer | undefined>>();
  const counts: Record<PageCacheEvent, number> = { hit: 0, stale: 0, miss: 0, bypass: 0 };
  const event = (name: PageCacheEvent) => {
    counts[name]++;
    onEvent?.(name);
  };

  async function refresh(key: string, load: PageLoader, previous: StoredPage | undefined): Promise<StoredPage | PageAnswer | undefined> {
    const answer = await load(previous?.etag).catch(() => undefined);
    if (answer === 'not-modified' && previous) {
      previous.storedAt = now();
      return previous;
    }
    if (answer && answer !== 'not-modified' && cacheable(answer)) {
      const stored = await store(answer, now());
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, stored);
      return stored;
    }
    // A failure or a client render: the last good page, if not too old, rather than the client render for everyone.
    if (previous && now() - previous.storedAt < staleIfErrorMs) return previous;
    return answer === 'not-modified' ? undefined : answer;
  }

  /** One refresh per page at a time: a crowd arriving together waits for the same render (request coalescing). */
  function coalesced(key: string, load: PageLoader, previous: StoredPage | undefined) {
    let running = refreshing.get(key);
    if (!running) {
      running = refresh(key, load, previous).finally(() => refreshing.delete(key));
      refreshing.set(key, running);
    }
    return running;
  }

  return {
    /** The page under `key`: from the cache, or loaded (once for everyone asking meanwhile). `undefined`: nothing
     * could be loaded (the caller serves the client render). */
    async get(key: string, load: PageLoader): Promise<StoredPage | PageAnswer | undefined> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < freshMs) {
        event('hit');
        return entry;
      }
      if (entry && age < freshMs + staleMs) {
        event('stale');
        void coalesced(key, load, entry);
        return entry;
      }
      event('miss');
      return coalesced(key, load, entry);
    },
    bypassed: () => event('bypass'),
    /** Counters since start: hits, stale answers, misses, bypasses. */
    counts: () => ({ ...counts }),
  };
}

export const isStoredPage = (page: StoredPage | PageAnswer): page is StoredPage => 'body' in page;
