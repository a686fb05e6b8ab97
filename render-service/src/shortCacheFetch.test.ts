import { createShortCacheFetch } from './shortCacheFetch';

/** A stand-in API: its answer and ETag can change; it answers 304 to a matching If-None-Match. */
function fakeApi(initial: { body: string; etag?: string }) {
  const state = { ...initial };
  const seen: Array<string | null> = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const held = request.headers.get('if-none-match');
    seen.push(held);
    if (state.etag && held === state.etag) return new Response(null, { status: 304, headers: { etag: state.etag } });
    return new Response(state.body, { status: 200, headers: state.etag ? { etag: state.etag, 'content-type': 'application/json' } : {} });
  });
  return { state, seen, fetchFn: fetchFn as unknown as typeof fetch, calls: fetchFn };
}

const URL_POSTS = 'http://api/api/blog-api/posts/?page=1&page_size=6';

describe('the server render short cache', () => {
  it('revalidates an answer with an ETag on every use: a 304 reuses the body, a change is seen at once', async () => {
    const api = fakeApi({ body: '["eski"]', etag: 'W/"blog-1-a"' });
    const cachedFetch = createShortCacheFetch({ fetchFn: api.fetchFn });
    expect(await (await cachedFetch(URL_POSTS)).text()).toBe('["eski"]');
    expect(await (await cachedFetch(URL_POSTS)).text()).toBe('["eski"]');
    expect(api.seen).toEqual([null, 'W/"blog-1-a"']);

    Object.assign(api.state, { body: '["yeni"]', etag: 'W/"blog-2-a"' });
    const changed = await cachedFetch(URL_POSTS);
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('["yeni"]');
  });

  it('reuses an answer without a validator for the TTL only', async () => {
    let clock = 0;
    const api = fakeApi({ body: '{"a":1}' });
    const cachedFetch = createShortCacheFetch({ fetchFn: api.fetchFn, ttlMs: 2000, now: () => clock });
    await cachedFetch(URL_POSTS);
    clock = 1999;
    await cachedFetch(URL_POSTS);
    expect(api.calls).toHaveBeenCalledTimes(1);
    clock = 2000;
    await cachedFetch(URL_POSTS);
    expect(api.calls).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing that is not a successful public GET', async () => {
    const api = fakeApi({ body: '{}', etag: 'W/"x"' });
    const cachedFetch = createShortCacheFetch({ fetchFn: api.fetchFn });
    await cachedFetch(URL_POSTS, { headers: { authorization: 'Bearer t' } });
    await cachedFetch(URL_POSTS, { method: 'POST', body: '{}' });
    await cachedFetch(URL_POSTS);
    expect(api.seen).toEqual([null, null, null]);
  });
});
