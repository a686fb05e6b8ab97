/**
 * The one way tests fake the API: a Mock Service Worker server that every browser project's jest setup starts
 * (tooling/jest/setup.ts), and `mockApi`, which answers a table of routes keyed 'METHOD /path/:param/?query' and records
 * each call. A request no route answers fails its test (see `takeUnhandledRequests`). Tests only: lint keeps this
 * folder out of production code.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

const unhandled: string[] = [];

/** MSW's `onUnhandledRequest`: remember the request so the test's afterEach fails, and print it now. */
export function onUnhandledRequest(request: Request, print: { error: () => void }) {
  const url = new URL(request.url);
  unhandled.push(`${request.method} ${url.pathname}${url.search}`);
  print.error();
}

/** The requests no route answered since the last call; the jest setup fails the test when there are any. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

export interface RecordedCall {
  /** 'METHOD /path?query', as the request was made. */
  key: string;
  method: string;
  path: string;
  search: URLSearchParams;
  url: string;
  headers: Headers;
  /** The parsed JSON body ({} when there is none). */
  body: Record<string, unknown>;
}

/** An answer: a Response (`json`, `networkError`), a pending promise (`never`), or any other value as a 200 JSON body. */
export type Answer = Response | object | Promise<Response | object>;
export type Route = Answer | ((call: RecordedCall) => Answer);
export type Routes = Record<string, Route>;

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Response =>
  HttpResponse.json(body as object, { status, headers });

/** A connection that fails (fetch rejects with a TypeError), as when the network is down. */
export const networkError = (): Response => HttpResponse.error();

/** A call that never answers (holds a page in its loading state). */
export const never = (): Promise<Response> => new Promise<Response>(() => undefined);

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

async function answer(route: Route, call: RecordedCall): Promise<Response> {
  const settled = await (typeof route === 'function' ? route(call) : route);
  // A Response's body reads once: a route that answers twice answers a copy each time.
  return settled instanceof Response ? settled.clone() : json(settled);
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

function handlerFor(key: string, route: Route, calls: RecordedCall[]): HttpHandler {
  const [method, target] = key.split(' ') as [keyof typeof METHODS, string];
  const [path, query] = target.split('?') as [string, string | undefined];
  if (!METHODS[method]) throw new Error(`mockApi: unknown method in '${key}'`);
  // Any origin: remotes call their API on the page's origin or on a configured absolute URL.
  return METHODS[method](`*${path}`, async ({ request }) => {
    const url = new URL(request.url);
    // A route with a query answers only that query; without one, any query.
    if (query !== undefined && url.search !== `?${query}`) return undefined;
    const call: RecordedCall = {
      key: `${request.method} ${url.pathname}${url.search}`,
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      url: request.url,
      headers: request.headers,
      body: await readBody(request),
    };
    calls.push(call);
    return answer(route, call);
  });
}

/** Answers the routes for the rest of the test (later calls take precedence); returns the calls made, in order. */
export function mockApi(routes: Routes) {
  const calls: RecordedCall[] = [];
  const keys = Object.keys(routes).sort((a, b) => Number(b.includes('?')) - Number(a.includes('?')));
  server.use(...keys.map((key) => handlerFor(key, routes[key]!, calls)));
  return { calls, keys: () => calls.map((call) => call.key) };
}
