export interface ShortCacheOptions {
  /** How long an answer is reused. Short: the API moves its blog revision on every change, and a published or
   * edited post must reach the server-rendered pages within this time. */
  ttlMs?: number;
  maxEntries?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
}

interface Entry {
  at: number;
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * A fetch for the server render's data (the public blog reads): successful GET answers are kept for `ttlMs`, so a
 * burst of visitors costs the API one request per URL. Anything else goes straight through. A change is seen
 * within the TTL: the API's own answer cache is emptied on every blog change (api/src/features/blog/cache.ts).
 */
export function createShortCacheFetch({ ttlMs = 2000, maxEntries = 500, fetchFn = fetch, now = Date.now }: ShortCacheOptions = {}) {
  const entries = new Map<string, Entry>();

  const cachedFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || request.headers.has('authorization')) return fetchFn(request);
    const hit = entries.get(request.url);
    if (hit && now() - hit.at < ttlMs) return new Response(hit.body, { status: hit.status, headers: hit.headers });
    const res = await fetchFn(request);
    if (!res.ok) return res;
    const body = await res.text();
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const entry: Entry = { at: now(), status: res.status, headers: [...res.headers], body };
    entries.set(request.url, entry);
    return new Response(body, { status: entry.status, headers: entry.headers });
  };

  return cachedFetch as typeof fetch;
}
