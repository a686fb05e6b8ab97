/** A fetch mock of the users API (spec 7.2) for the credit form's tests. */
import { resultMessage } from '@kredi/contracts/users';

export type UsersEndpoint = 'register' | 'verify' | 'add-customer' | 'callme';

export interface RecordedCall {
  endpoint: UsersEndpoint;
  url: string;
  method: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A reply: status and JSON body, 'network' for a failed connection, or a promise to hold the answer back. */
export type Reply = { status: number; body?: unknown } | 'network' | Promise<{ status: number; body?: unknown }>;

export type Replies = Partial<Record<UsersEndpoint, Reply | ((body: Record<string, unknown>, callIndex: number) => Reply)>>;

/** What the API answers a full submit: the limit and the result texts it decides (spec 9.2), as the server does. */
export function submitAnswer(creditLimit: number, findeksUnknown = false) {
  return {
    status: 200,
    body: { credit_limit: creditLimit, message: 'Başvurunuz başarıyla alınmıştır!', result: resultMessage({ findeksUnknown, creditLimit }) },
  };
}

/** The proof the mocked /verify/ exchanges a code for (the real one is 43 random base64url characters). */
export const PHONE_PROOF = 'dGVzdC1rYW5pdC1ydXN0aWstYmFsaWstMDEyMzQ1Njc4';

/** A successful /verify/ answer as the API gives it: the proof add-customer and call-me must carry. */
export const verifiedReply = { status: 200, body: { message: 'Telefon numaranız doğrulandı.', verified: true, proof: PHONE_PROOF } };

const DEFAULTS: Record<UsersEndpoint, Reply | ((body: Record<string, unknown>) => Reply)> = {
  register: { status: 200, body: { message: 'Doğrulama kodu gönderildi.' } },
  verify: verifiedReply,
  'add-customer': (body) => submitAnswer(1250000, body.findeks_flag === true),
  callme: { status: 200, body: { message: 'Talebiniz alındı.' } },
};

function endpointOf(url: string, body: Record<string, unknown>): UsersEndpoint {
  const path = new URL(url).pathname;
  if (path.endsWith('/register/')) return 'register';
  if (path.endsWith('/verify/')) return 'verify';
  if (path.endsWith('/add-customer/')) return body.callme === true ? 'callme' : 'add-customer';
  throw new Error(`Beklenmeyen istek: ${url}`);
}

/** Replaces fetch; returns the calls made, in order. */
export function mockUsersApi(replies: Replies = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const text = await request.clone().text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const endpoint = endpointOf(request.url, body);
    const index = calls.filter((call) => call.endpoint === endpoint).length;
    calls.push({ endpoint, url: request.url, method: request.method, headers: request.headers, body });
    const configured = replies[endpoint] ?? DEFAULTS[endpoint];
    const reply = await (typeof configured === 'function' ? configured(body, index) : configured);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** A reply that waits until `release` is called. */
export function heldReply(reply: { status: number; body?: unknown }) {
  let release: () => void = () => undefined;
  const promise = new Promise<{ status: number; body?: unknown }>((resolve) => {
    release = () => resolve(reply);
  });
  return { promise, release };
}
