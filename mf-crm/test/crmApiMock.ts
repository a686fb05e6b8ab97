/** A fetch mock of the CRM API (spec 7.4) for the screens' tests. */

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A reply: status and JSON body, or 'network' for a failed connection. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

/** Routes as 'METHOD /path/with/:params/' -> reply or a function of the call. */
export type Routes = Record<string, Reply | ((call: RecordedCall) => Reply)>;

function matches(pattern: string, method: string, path: string): boolean {
  const [m, p] = pattern.split(' ');
  if (m !== method) return false;
  const regex = new RegExp(`^${p!.replace(/:[a-z]+/gi, '[^/]+')}$`);
  return regex.test(path);
}

/** Replaces fetch; returns the calls made, in order. An unknown route answers 404. */
export function mockCrmApi(routes: Routes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
    calls.push(call);
    const key = Object.keys(routes).find((pattern) => matches(pattern, call.method, call.path));
    const configured = key ? routes[key]! : { status: 404, body: { message: 'Bulunamadı.' } };
    const reply = typeof configured === 'function' ? configured(call) : configured;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return calls;
}

export const SIGNED_IN = {
  session: { crmToken: 'oturum-anahtari', personel: { id: 1, ad_soyad: 'Ayşe Demir', telefon: '05321112233' }, adminToken: null },
};
