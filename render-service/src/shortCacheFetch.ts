import { conditionalHeaders } from './conditionalRequest';

export interface ShortCacheOptions {
  /** How long an answer without a validator (no ETag) is reused. */
  ttlMs?: number;
  maxEntries?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
  /** Told of each cacheable lookup: reused without asking, revalidated (a 304), or fetched anew (the metrics count them). */
  onLookup?: (outcome: 'hit' | 'revalidated' | 'miss') => void;
}

interface Entry {
  at: number;
  status: number;
  headers: [string, string][];
  body: string;
  etag: string | null;
}

/**
 * A fetch for the server render's data (the public blog and calculator reads): successful GET answers are kept, so
 * the API sends each body once per change, not once per page.
 * - An answer with an ETag (the API's blog and calculator answers: the data's revision, api/src/http/answerCache.ts)
 *   is revalidated on every use: `If-None-Match`, and a 304 costs the API no query and no body. A change made in the
 *   admin area is therefore on the next server-rendered page (on another API instance within its one-second revision
 *   check).
 * - Any other successful answer is reused for `ttlMs`.
 * Anything else (not GET, with credentials, an error) goes straight through.
 */
export function createShortCacheFetch({
  ttlMs = 2000,
  maxEntries = 500,
  fetchFn = fetch,
  now = Date.now,
  onLookup = () => {},
}: ShortCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const answer = (entry: Entry) => new Response(entry.body, { status: entry.status, headers: entry.headers });

  const cachedFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (request.method !== 'GET' || request.headers.has('authorization')) return fetchFn(request);
    const hit = entries.get(request.url);
    if (hit && hit.etag === null && now() - hit.at < ttlMs) {
      onLookup('hit');
      return answer(hit);
    }
    if (hit?.etag) for (const [name, value] of Object.entries(conditionalHeaders(hit.etag))) request.headers.set(name, value);
    const res = await fetchFn(request);
    if (res.status === 304 && hit) {
      hit.at = now();
      onLookup('revalidated');
      return answer(hit);
    }
    onLookup('miss');
    if (!res.ok) return res;
    const body = await res.text();
    entries.delete(request.url);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const entry: Entry = { at: now(), status: res.status, headers: [...res.headers], body, etag: res.headers.get('etag') };
    entries.set(request.url, entry);
    return answer(entry);
  };

  return cachedFetch as typeof fetch;
}
