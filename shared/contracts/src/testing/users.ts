/** The users API (docs/users-api.md) as the credit form meets it. */
import { resultMessage } from '../users';
import { BEACON_ROUTES } from './beacons';
import { mockApi, type RecordedCall } from './mockApi';
import { settle, type Reply } from './replies';

export type UsersEndpoint = 'register' | 'verify' | 'add-customer' | 'callme';

export type UsersCall = RecordedCall & { endpoint: UsersEndpoint };

type Held = Reply | Promise<Reply>;
export type Replies = Partial<Record<UsersEndpoint, Held | ((body: Record<string, unknown>, callIndex: number) => Held)>>;

/** What the API answers a full submit: the limit and the result texts it decides, as the server does (docs/architecture.md). */
export function submitAnswer(creditLimit: number, findeksUnknown = false) {
  return {
    status: 200,
    body: {
      credit_limit: creditLimit,
      message: 'Başvurunuz başarıyla alınmıştır!',
      result: resultMessage({ findeksUnknown, creditLimit }),
    },
  };
}

/** The proof the mocked /verify/ exchanges a code for (the real one is 43 random base64url characters). */
export const PHONE_PROOF = 'dGVzdC1rYW5pdC1ydXN0aWstYmFsaWstMDEyMzQ1Njc4';

/** A successful /verify/ answer as the API gives it: the proof add-customer and call-me must carry. */
export const verifiedReply = { status: 200, body: { message: 'Telefon numaranız doğrulandı.', verified: true, proof: PHONE_PROOF } };

const DEFAULTS: Record<UsersEndpoint, Held | ((body: Record<string, unknown>) => Held)> = {
  register: { status: 200, body: { message: 'Doğrulama kodu gönderildi.' } },
  verify: verifiedReply,
  'add-customer': (body) => submitAnswer(1250000, body.findeks_flag === true),
  callme: { status: 200, body: { message: 'Talebiniz alındı.' } },
};

/**
 * Answers register, verify and add-customer (a call-me is an add-customer with `callme: true`), and the funnel beacon
 * the form sends on each step; returns the users API calls made.
 */
export function mockUsersApi(replies: Replies = {}): UsersCall[] {
  const calls: UsersCall[] = [];
  const reply = (endpointOf: (call: RecordedCall) => UsersEndpoint) => (call: RecordedCall) => {
    const endpoint = endpointOf(call);
    const index = calls.filter((made) => made.endpoint === endpoint).length;
    calls.push({ ...call, endpoint });
    const configured = replies[endpoint] ?? DEFAULTS[endpoint];
    return settle(typeof configured === 'function' ? configured(call.body, index) : configured);
  };
  mockApi({
    ...BEACON_ROUTES,
    'POST /api/users/register/': reply(() => 'register'),
    'POST /api/users/verify/': reply(() => 'verify'),
    'POST /api/users/add-customer/': reply((call) => (call.body.callme === true ? 'callme' : 'add-customer')),
  });
  return calls;
}
