// The Node gateway's page cache (docs/ssr.md, "Page cache"): public server-rendered pages kept compressed in memory,
// shared by every visitor, revalidated with the render service by ETag. The nginx gateway does the same with
// proxy_cache (deploy/gateway/default.conf.template, location /).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { onlyDeployCookie } from './releases';

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
  /** When this version was last confirmed (rendered, or a 304): the age a visitor's page has. */
  storedAt: number;
  /** When its last refresh ended, confirmed or failed: a page not tried for a while is idle. */
  triedAt: number;
  /** The staff-write generation its last confirmation started in (PageCache.staffWrote). */
  generation: number;
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
}

/** hit: fresh; stale: served at once while one refresh runs in the background; miss: waited for a render or a
 * revalidation (not stored yet, idle past the bound, or after a staff write); bypass: never cached (credentials, a query
 * string, not GET). For counters (Prometheus: pageCacheMetrics.ts; PageCacheOptions.onEvent). */
export type PageCacheEvent = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageCacheOptions {
  /** How long a page is served without asking the render service. */
  freshMs?: number;
  /** Past fresh, a page is served at once while one refresh runs in the background (stale-while-revalidate). A page
   * whose last refresh ended longer ago than fresh + this (nobody asked for it: idle) is revalidated before it is
   * served, so an idle page never shows a change late; a busy one is refreshed continuously, never waited for. */
  staleMs?: number;
  /** A page whose refresh failed (render service down, a client render) is served this long rather than the client
   * render (stale-if-error). */
  staleIfErrorMs?: number;
  maxEntries?: number;
  /** A page asked within this long is revalidated in the background about every fresh + stale / 2, so it never
   * turns idle and no visitor waits for its revalidation (at the loads of this machine a waited-for
   * revalidation was most of a first visit's time to first byte). 0 (the default): off. */
  keepWarmMs?: number;
  onEvent?: (event: PageCacheEvent) => void;
  now?: () => number;
}

/** Loads the page; `etag`: the stored version, for a conditional request (`not-modified` when it still holds). */
export type PageLoader = (etag: string | undefined) => Promise<PageAnswer | 'not-modified' | undefined>;

/** Parameters an ad campaign adds to links; no page reads them, so they share the page's entry. */
const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|yclid|ttclid)$/;

/** The path a page is cached (and rendered) under, or undefined when the request must bypass the cache: anything
 * with credentials (a page for someone; the canary's visitor cookie is none), a query string other than campaign parameters, not GET/HEAD. */
export function pageCacheKeyPath(method: string, url: string, headers: Record<string, string | string[] | undefined>): string | undefined {
  // The canary's visitor cookie alone is no credential: the page is everyone's (its bucket is in the key, pageRoute.ts).
  const credentialCookie = headers.cookie !== undefined && !onlyDeployCookie(headers.cookie);
  if ((method !== 'GET' && method !== 'HEAD') || headers.authorization !== undefined || credentialCookie) return undefined;
  const [pathname = '/', query] = url.split('?', 2);
  if (query && [...new URLSearchParams(query).keys()].some((name) => !CAMPAIGN_PARAM.test(name))) return undefined;
  return pathname;
}

/** Only whole server renders are kept: a client render (a failure, or a page the browser renders) never is. */
const cacheable = (page: PageAnswer) => page.rendered === 'server' && (page.status === 200 || page.status === 404);

async function store(page: PageAnswer, now: number, generation: number): Promise<StoredPage> {
  const identity = Buffer.from(page.html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip(identity, { level: 6 }),
  ]);
  const etag = page.etag ?? `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status: page.status, etag, storedAt: now, triedAt: now, generation, body: { identity, br, gzip: gz } };
}

export function createPageCache({
  freshMs = 500,
  staleMs = 1000,
  staleIfErrorMs = 60_000,
  maxEntries = 500,
  keepWarmMs = 0,
  onEvent,
  now = Date.now,
}: PageCacheOptions = {}) {
  const entries = new Map<string, StoredPage>();
  /** The refresh running per key, and the staff-write generation it started in. */
  const refreshing = new Map<string, { generation: number; done: Promise<StoredPage | PageAnswer | undefined> }>();
  /** Moved by every staff write: a page confirmed in an older generation is revalidated before it is served. */
  let generation = 0;
  const counts: Record<PageCacheEvent, number> = { hit: 0, stale: 0, miss: 0, bypass: 0 };
  /** Keep-warm: when each page was last asked, with the loader of that request, and the timers pending. */
  const asked = new Map<string, { at: number; load: PageLoader }>();
  const warmTimers = new Map<string, NodeJS.Timeout>();
  const event = (name: PageCacheEvent) => {
    counts[name]++;
    onEvent?.(name);
  };

  async function refresh(
    key: string,
    load: PageLoader,
    previous: StoredPage | undefined,
    started: number,
  ): Promise<StoredPage | PageAnswer | undefined> {
    const answer = await load(previous?.etag).catch(() => undefined);
    if (answer === 'not-modified' && previous) {
      previous.storedAt = previous.triedAt = now();
      previous.generation = Math.max(previous.generation, started);
      return previous;
    }
    if (answer && answer !== 'not-modified' && cacheable(answer)) {
      const stored = await store(answer, now(), started);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, stored);
      return stored;
    }
    // A failure or a client render: the last good page, if not too old, rather than the client render for everyone.
    if (previous) previous.triedAt = now();
    if (previous && now() - previous.storedAt < staleIfErrorMs) return previous;
    return answer === 'not-modified' ? undefined : answer;
  }

  /** One refresh per page at a time: a crowd arriving together waits for the same render (request coalescing). Only
   * after a staff write may a second one start: the one running may have read the data before the write. */
  function coalesced(key: string, load: PageLoader, previous: StoredPage | undefined) {
    const running = refreshing.get(key);
    if (running && running.generation >= generation) return running.done;
    const started = generation;
    const done = refresh(key, load, previous, started).finally(() => {
      if (refreshing.get(key)?.done === done) refreshing.delete(key);
      keepWarm(key);
    });
    refreshing.set(key, { generation: started, done });
    return done;
  }

  /** After a refresh of a page asked within keepWarmMs: the next one, in the background (never counted as an event).
   * A page nobody asked for that long stops being refreshed and turns idle (revalidated before it is served). */
  function keepWarm(key: string) {
    const last = asked.get(key);
    if (!keepWarmMs || !last || warmTimers.has(key)) return;
    if (now() - last.at >= keepWarmMs || !entries.has(key)) {
      asked.delete(key);
      return;
    }
    const timer = setTimeout(
      () => {
        warmTimers.delete(key);
        if (!refreshing.has(key)) void coalesced(key, last.load, entries.get(key));
      },
      freshMs + staleMs / 2,
    );
    timer.unref();
    warmTimers.set(key, timer);
  }

  return {
    /** The page under `key`: from the cache, or loaded (once for everyone asking meanwhile). `undefined`: nothing
     * could be loaded (the caller serves the client render). */
    async get(key: string, load: PageLoader): Promise<StoredPage | PageAnswer | undefined> {
      if (keepWarmMs) asked.set(key, { at: now(), load });
      const entry = entries.get(key);
      if (!entry || entry.generation < generation) {
        event('miss');
        return coalesced(key, load, entry);
      }
      const at = now();
      if (at - entry.storedAt < freshMs) {
        event('hit');
        return entry;
      }
      // Busy (a refresh runs, or one ended within the bound): served at once, the next refresh in the background. A page
      // whose refreshes keep failing stands in for staleIfErrorMs at most.
      if (at - entry.storedAt < staleIfErrorMs && (refreshing.has(key) || at - entry.triedAt < freshMs + staleMs)) {
        event('stale');
        void coalesced(key, load, entry);
        return entry;
      }
      // Idle past the bound: what it shows may be long gone, so it is revalidated first (a 304 costs no render).
      event('miss');
      return coalesced(key, load, entry);
    },
    bypassed: () => event('bypass'),
    /** A staff member changed data (a successful write under the staff API): every stored page is revalidated before
     * it is served again, so their next page view shows the change. Which pages changed, the data's revisions say:
     * an unchanged page costs one conditional request, no render. */
    staffWrote: () => {
      generation++;
    },
    /** Counters since start: hits, stale answers, misses, bypasses. */
    counts: () => ({ ...counts }),
    /** Stops the keep-warm refreshes (the gateway closes). */
    close: () => {
      for (const timer of warmTimers.values()) clearTimeout(timer);
      warmTimers.clear();
      asked.clear();
    },
  };
}

export const isStoredPage = (page: StoredPage | PageAnswer): page is StoredPage => 'body' in page;
