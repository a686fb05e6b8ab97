// Test helper: the admin API as a table of handlers keyed 'METHOD /api/path?query'; every call is recorded.
export interface RecordedCall {
  key: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A call that never answers (holds a page in its loading state). */
export const never: Handler = () => new Promise<Response>(() => undefined);

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Plain values answer 200 JSON, handlers decide; an unknown route answers 500 so a stray call fails its test. */
export function mockAdminApi(routes: Record<string, Handler | object>) {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const call: RecordedCall = { key: `${request.method} ${url.pathname}${url.search}`, headers: request.headers, body: await readBody(request) };
    calls.push(call);
    const route = routes[call.key];
    if (route === undefined) return json({ message: `no mock for ${call.key}` }, 500);
    return typeof route === 'function' ? (route as Handler)(call) : json(route);
  });
  return { calls, keys: () => calls.map((c) => c.key) };
}

/** The session answer of a signed-in admin. */
export const SESSION_OK = { admin: { id: 1, username: 'admin', role: 'admin' }, expires_at: '2030-01-01T00:00:00Z' };

/** The store state of a browser that holds an admin token. */
export const SIGNED_IN = { session: { crmToken: null, personel: null, adminToken: 'test-token' } };

/** Renders options of a page that shows admin data: the admin token is in the store. */
export const signedInAt = (route: string, path?: string) => ({ route, ...(path ? { path } : {}), preloadedState: SIGNED_IN });
