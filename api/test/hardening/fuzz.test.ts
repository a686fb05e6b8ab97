// Property-based fuzzing of every endpoint that takes input (fast-check): whatever the body or query, the API
// answers below 500 and never writes half of something. FUZZ_RUNS bodies per endpoint (50 in CI; the load bench
// runs this file with FUZZ_RUNS=1000, see bench/README.md).
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import fc from 'fast-check';
import type { App } from '../../src/app.js';
import { callbackRequests, contactRequests, customers, kvkkConsents, phoneVerifications, users } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { PHONE, registerAndVerify, submitBody } from '../users/helpers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

/** Strings a hostile or careless client sends: control characters, markup, SQL, huge, Turkish, emoji, lone surrogates. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    '{"$gt":""}',
    'İıŞşĞğÜüÖöÇç',
    '5321234567',
    '0532 123 45 67',
  ),
  fc.string({ minLength: 60_000, maxLength: 70_000 }).map((s) => s.slice(0, 70_000)),
);

/** Any JSON value, biased towards the shapes the API expects. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, fc.integer()), { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/** A body: the endpoint's fields (some missing, any value), extra keys, prototype keys, or not an object at all. */
function bodies(fields: string[], valid: () => Record<string, unknown> = () => ({})): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(fields.map((field) => [field, anyValue])), { requiredKeys: [] });
  const mutated = fc.tuple(fc.constantFrom(...fields), anyValue).map(([field, value]) => ({ ...valid(), [field]: value }));
  return fc.oneof(
    shaped,
    mutated,
    fc.tuple(shaped, fc.dictionary(nastyString, anyValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })),
    fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}')),
    fc.jsonValue(),
  );
}

interface Endpoint {
  url: string;
  body: fc.Arbitrary<unknown>;
}

/** What each write may leave behind: these counts move together or not at all. */
async function counts(app: App) {
  const [callbacks, contacts, customerRows, consents, verifications, userRows] = await Promise.all([
    app.db.$count(callbackRequests),
    app.db.$count(contactRequests),
    app.db.$count(customers),
    app.db.$count(kvkkConsents),
    app.db.$count(phoneVerifications),
    app.db.$count(users),
  ]);
  return { callbacks, contacts, customers: customerRows, consents, verifications, users: userRows };
}

withApps('fuzz: every endpoint, any body', { config: { publicFormMaxPerIpPerHour: 100_000 } }, (ctx) => {
  let proof = '';

  before(async () => {
    proof = await registerAndVerify(ctx.app);
  });

  const endpoints = (): Endpoint[] => [
    { url: '/api/callback-request/', body: bodies(['phone_number'], () => ({ phone_number: '0532 123 45 67' })) },
    {
      url: '/api/contact-request/',
      body: bodies(['name', 'email', 'phone', 'subject', 'message'], () => ({
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        subject: 'Konu',
        message: 'Merhaba',
      })),
    },
    { url: '/api/users/register/', body: bodies(['name', 'surname', 'phone'], () => ({ name: 'Ayşe', surname: 'Yılmaz', phone: PHONE })) },
    { url: '/api/users/verify/', body: bodies(['phone', 'verification_code'], () => ({ phone: PHONE, verification_code: '1234' })) },
    { url: '/api/users/add-customer/', body: bodies(Object.keys(submitBody(proof)), () => submitBody(proof)) },
    {
      url: '/api/users/add-customer/',
      body: bodies(['phone', 'callme', 'verification_proof'], () => ({ phone: PHONE, callme: true, verification_proof: proof })),
    },
  ];

  it(`POST bodies: ${RUNS} per endpoint, never 5xx, never half a write`, async () => {
    for (const endpoint of endpoints()) {
      await fc.assert(
        fc.asyncProperty(endpoint.body, fc.boolean(), async (body, asText) => {
          const before = await counts(ctx.app);
          // Sometimes not even JSON: the text of the body cut short.
          const payload = asText ? (JSON.stringify(body)?.slice(0, -1) ?? '') : (JSON.stringify(body) ?? 'null');
          const response = await ctx.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          assert.ok(response.statusCode < 500, `${endpoint.url} ${response.statusCode} ${response.body} for ${payload.slice(0, 300)}`);
          const after = await counts(ctx.app);
          // A customer always comes with its KVKK consent; nothing else is written by a refused request.
          assert.equal(after.customers - before.customers, after.consents - before.consents, 'customer without consent');
          if (response.statusCode >= 400) {
            assert.deepEqual(after, before, `${endpoint.url} ${response.statusCode} wrote something`);
          }
        }),
        { numRuns: RUNS },
      );
    }
  });

  it(`query strings: ${RUNS} per endpoint, never 5xx`, async () => {
    const query = fc.dictionary(fc.constantFrom('slug', 'page', 'page_size', 'phone', 'x'), nastyString, { maxKeys: 3 });
    for (const path of ['/api/blog-api/posts/', '/api/blog-api/posts/by_category/', '/api/dev/sms-outbox/', '/api/blog-api/posts/x/']) {
      await fc.assert(
        fc.asyncProperty(query, fc.string(), async (params, slug) => {
          const url = `${path.replace('/x/', `/${encodeURIComponent(slug)}/`)}?${new URLSearchParams(params as Record<string, string>)}`;
          const response = await ctx.app.inject({ method: 'GET', url });
          assert.ok(response.statusCode < 500, `${url}: ${response.statusCode} ${response.body}`);
        }),
        { numRuns: RUNS },
      );
    }
  });
});
