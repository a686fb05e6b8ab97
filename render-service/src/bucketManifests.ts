import { REMOTES_BUCKET_HEADER } from './renderServiceProtocol';
import { reused } from './reused';

/** A fetch that asks the gateway for a canary bucket's manifest (REMOTES_BUCKET_HEADER); plain fetch without one. */
export function bucketFetch(bucket: string | undefined, fetchFn: typeof fetch = fetch): typeof fetch {
  if (!bucket) return fetchFn;
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set(REMOTES_BUCKET_HEADER, bucket);
    return fetchFn(input, { ...init, headers });
  }) as typeof fetch;
}

/** `reused` once per canary bucket (and once for everyone outside a canary): each bucket's manifest is its own. */
export function reusedPerBucket<T>(load: (bucket: string | undefined) => Promise<T>, ttlMs: number) {
  const byBucket = new Map<string, () => Promise<T>>();
  return (bucket?: string): Promise<T> => {
    const key = bucket ?? '';
    let get = byBucket.get(key);
    if (!get) byBucket.set(key, (get = reused(() => load(bucket), ttlMs)));
    return get();
  };
}
