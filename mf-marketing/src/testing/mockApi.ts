// Test helper: answers RTK Query's fetch calls from a table keyed 'METHOD /path?query'.
export type RouteHandler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A request that never answers, to hold a page in its loading state. */
export const pending: RouteHandler = () => new Promise<Response>(() => undefined);

/** Plain values are answered as 200 JSON; functions decide. Unknown routes answer 500 so a stray call shows up. */
export function mockApi(routes: Record<string, RouteHandler | object>) {
  const calls: string[] = [];
  const requests: Request[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}${url.search}`;
    calls.push(key);
    requests.push(request);
    const route = routes[key];
    if (route === undefined) return jsonResponse({ message: `no mock for ${key}` }, 500);
    return typeof route === 'function' ? (route as RouteHandler)(request) : jsonResponse(route);
  });
  return { spy, calls, requests };
}
