import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { customers, phoneVerifications, users } from '../../src/db/schema/index.js';
import type { SmsProvider } from '../../src/sms/types.js';
import { messages } from '../../src/http/messages.js';
import { withApps } from '../helpers/withApps.js';
import {
  CLIENT_IP,
  OTHER_PHONE,
  PHONE,
  assertTurkishError,
  clearUsersTables,
  failingProvider,
  latestCode,
  manualClock,
  register,
  registerAndVerify,
  submit,
  submitBody,
  verify,
  wrongCode,
} from './helpers.js';

const PHONE_LIMIT = 'Son 24 saatte maksimum SMS limitine ulaştınız. Lütfen daha sonra tekrar deneyin.';
const MINUTE = 60_000;

withApps('users API: register and verify', {}, (ctx) => {
  let clock = manualClock();
  let consoleProvider: SmsProvider;

  beforeEach(async () => {
    await clearUsersTables(ctx.db);
    consoleProvider ??= ctx.app.usersRuntime.sms;
    clock = manualClock();
    ctx.app.usersRuntime.now = clock.now;
    ctx.app.usersRuntime.sms = consoleProvider;
  });

  afterEach(() => {
    ctx.app.usersRuntime.sms = consoleProvider;
  });

  const codeRows = () => ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, PHONE));

  describe('POST /api/users/register/', () => {
    it('creates the user, sends a 4-digit code through the provider and stores only its hash', async () => {
      const response = await register(ctx.app);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { message: 'Doğrulama kodu telefonunuza gönderildi. Kod 10 dakika geçerlidir.' });

      const outbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${PHONE}` });
      const messages = outbox.json() as Array<{ phone: string; message: string; created_at: string }>;
      assert.equal(messages.length, 1);
      assert.equal(messages[0]!.phone, PHONE);
      assert.match(messages[0]!.message, /^Kolay Kredi doğrulama kodunuz: \d{4}\. Kod 10 dakika geçerlidir\.$/);
      assert.ok(!Number.isNaN(Date.parse(messages[0]!.created_at)));

      const code = await latestCode(ctx.app);
      const [user] = await ctx.db.select().from(users).where(eq(users.phone, PHONE));
      assert.equal(user!.name, 'Ayşe');
      assert.equal(user!.surname, 'Yılmaz');
      const [row] = await codeRows();
      assert.equal(row!.status, 'sent');
      assert.equal(row!.attempts, 0);
      assert.equal(row!.ip, CLIENT_IP);
      assert.match(row!.codeHash, /^[0-9a-f]{64}$/);
      assert.ok(!JSON.stringify(row).includes(`"${code}"`), 'the plain code is not stored');
      assert.equal(row!.expiresAt.getTime() - row!.createdAt.getTime(), 10 * MINUTE);
    });

    it('updates the name of a returning phone once its new code is verified, instead of creating a second user', async () => {
      await register(ctx.app);
      await register(ctx.app, PHONE, CLIENT_IP, { name: 'Ayşe Nur', surname: 'Kaya' });
      const unverified = await ctx.db.select().from(users).where(eq(users.phone, PHONE));
      assert.deepEqual([unverified.length, unverified[0]!.name], [1, 'Ayşe']);
      assert.equal((await verify(ctx.app, await latestCode(ctx.app))).statusCode, 200);
      const rows = await ctx.db.select().from(users).where(eq(users.phone, PHONE));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.name, 'Ayşe Nur');
      assert.equal(rows[0]!.surname, 'Kaya');
    });

    it(`answers 429 with the spec text after 5 codes for one phone in 24 hours`, async () => {
      for (let i = 0; i < 5; i += 1) {
        assert.equal((await register(ctx.app, PHONE, `198.51.100.${i}`)).statusCode, 200);
        clock.advance(MINUTE);
      }
      const refused = await register(ctx.app, PHONE, '198.51.100.99');
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(refused.json(), { message: PHONE_LIMIT });
      assert.equal((await codeRows()).length, 5, 'the refused request stored no code');
      // Another phone is not affected; 24 hours after the first code one more is allowed.
      assert.equal((await register(ctx.app, OTHER_PHONE)).statusCode, 200);
      clock.advance(24 * 60 * MINUTE - 5 * MINUTE + 1);
      assert.equal((await register(ctx.app)).statusCode, 200);
    });

    it('keeps the per-phone limit under concurrent requests (the count lives in the database)', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(ctx.app, PHONE, `198.51.100.${i}`)));
      const statuses = answers.map((a) => a.statusCode).sort();
      assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
    });

    it('answers 429 after 20 codes from one IP in an hour, and again allows it an hour later', async () => {
      for (let i = 0; i < 20; i += 1) {
        const phone = `53212345${String(i).padStart(2, '0')}`;
        assert.equal((await register(ctx.app, phone)).statusCode, 200, phone);
      }
      const refused = await register(ctx.app, '5329999999');
      assertTurkishError(refused, 429);
      assert.equal(refused.json().message, 'Bu bağlantıdan çok fazla doğrulama kodu istendi. Lütfen daha sonra tekrar deneyin.');
      assert.equal((await register(ctx.app, '5329999999', '192.0.2.1')).statusCode, 200, 'another IP is not affected');
      clock.advance(60 * MINUTE + 1);
      assert.equal((await register(ctx.app, '5329999998')).statusCode, 200);
    });

    it('takes the client IP from the trusted proxy header, not from the body', async () => {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register/',
        headers: { 'x-forwarded-for': '192.0.2.44' },
        payload: { name: 'Ali', surname: 'Veli', phone: PHONE, ip: '10.9.9.9' },
      });
      const [row] = await codeRows();
      assert.equal(row!.ip, '192.0.2.44');
    });

    describe('when the SMS provider fails', () => {
      it('answers 503 for an unavailable gateway, keeps stored data and leaves no usable code', async () => {
        const proof = await registerAndVerify(ctx.app);
        const created = await submit(ctx.app, submitBody(proof));
        assert.equal(created.statusCode, 200, created.body);

        const failing = failingProvider('unavailable');
        ctx.app.usersRuntime.sms = failing.provider;
        const response = await register(ctx.app, PHONE, CLIENT_IP, { name: 'Başka', surname: 'İsim' });
        assertTurkishError(response, 503);
        assert.equal(response.json().message, 'Doğrulama kodu şu anda gönderilemiyor. Lütfen birkaç dakika sonra tekrar deneyin.');

        // Earlier application data is untouched.
        const stored = await ctx.db.select().from(customers).where(eq(customers.phone, PHONE));
        assert.equal(stored.length, 1);
        assert.equal(stored[0]!.fullName, 'Ayşe Yılmaz');
        // The unsent code was marked failed and is refused.
        const unsent = /kodunuz: (\d{4})\./.exec(failing.asked[0]!.message)![1]!;
        const rows = await codeRows();
        assert.deepEqual(rows.map((r) => r.status).sort(), ['failed', 'verified']);
        ctx.app.usersRuntime.sms = consoleProvider;
        assert.equal((await verify(ctx.app, unsent)).statusCode, 400);
        // The verified proof is still valid for the application.
        const callme = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/add-customer/',
          payload: { phone: PHONE, callme: true, verification_proof: proof },
        });
        assert.equal(callme.statusCode, 200, callme.body);
      });

      it('answers 502 when the gateway rejects the message, and failed sends do not use up the limit', async () => {
        const failing = failingProvider('rejected');
        ctx.app.usersRuntime.sms = failing.provider;
        for (let i = 0; i < 6; i += 1) assertTurkishError(await register(ctx.app), 502);
        ctx.app.usersRuntime.sms = failingProvider('throws').provider;
        assertTurkishError(await register(ctx.app), 503);
        ctx.app.usersRuntime.sms = consoleProvider;
        assert.equal((await register(ctx.app)).statusCode, 200);
      });

      it('keeps an earlier, still valid code usable when a resend fails', async () => {
        await register(ctx.app);
        const firstCode = await latestCode(ctx.app);
        ctx.app.usersRuntime.sms = failingProvider('unavailable').provider;
        assert.equal((await register(ctx.app)).statusCode, 503);
        ctx.app.usersRuntime.sms = consoleProvider;
        assert.equal((await verify(ctx.app, firstCode)).statusCode, 200);
      });
    });

    describe('rejects bad input with a Turkish 400 and stores nothing', () => {
      const valid = { name: 'Ayşe', surname: 'Yılmaz', phone: PHONE };
      const cases: Array<[string, unknown, string?]> = [
        ['missing name', { surname: 'Yılmaz', phone: PHONE }, 'Lütfen adınızı giriniz.'],
        ['missing surname', { name: 'Ayşe', phone: PHONE }, 'Lütfen soyadınızı giriniz.'],
        ['missing phone', { name: 'Ayşe', surname: 'Yılmaz' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['empty body', {}],
        ['blank name', { ...valid, name: '   ' }, 'Lütfen adınızı giriniz.'],
        ['one-letter name', { ...valid, name: 'A' }, 'Lütfen geçerli bir ad giriniz.'],
        ['name with digits', { ...valid, name: 'Ayşe1' }, 'Lütfen geçerli bir ad giriniz.'],
        ['name as number', { ...valid, name: 42 }, 'Lütfen geçerli bir ad giriniz.'],
        ['name as object', { ...valid, name: { $gt: '' } }, 'Lütfen geçerli bir ad giriniz.'],
        ['name as array', { ...valid, name: ['Ayşe'] }, 'Lütfen geçerli bir ad giriniz.'],
        ['name null', { ...valid, name: null }, 'Lütfen geçerli bir ad giriniz.'],
        ['oversized name', { ...valid, name: 'a'.repeat(51) }, 'Lütfen geçerli bir ad giriniz.'],
        ['huge name', { ...valid, name: 'a'.repeat(60_000) }],
        ['HTML in name', { ...valid, name: '<script>alert(1)</script>' }, 'Lütfen geçerli bir ad giriniz.'],
        ['SQL in surname', { ...valid, surname: "x'; DROP TABLE users; --" }, 'Lütfen geçerli bir soyad giriniz.'],
        ['NUL byte in name', { ...valid, name: 'Ay\u0000şe' }, messages.controlCharacters],
        ['profanity in name', { ...valid, name: 'Şerefsız' }, 'Ad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir ad giriniz.'],
        [
          'profanity in surname',
          { ...valid, surname: 'SALAK' },
          'Soyad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir soyad giriniz.',
        ],
        ['phone with 0', { ...valid, phone: '0532123456' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone prefix 510', { ...valid, phone: '5101234567' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone prefix 556', { ...valid, phone: '5561234567' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone all fives', { ...valid, phone: '5555555555' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone too short', { ...valid, phone: '532123456' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone too long', { ...valid, phone: '53212345678' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone with letters', { ...valid, phone: '532123456a' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone as number', { ...valid, phone: 5321234567 }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['phone with +90', { ...valid, phone: '+905321234567' }, 'Lütfen geçerli bir telefon numarası giriniz.'],
        ['array body', [valid]],
        ['null body', null],
      ];
      for (const [name, payload, message] of cases) {
        it(name, async () => {
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/users/register/',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          assertTurkishError(response);
          assert.ok([400, 413].includes(response.statusCode), String(response.statusCode));
          if (message) assert.equal(response.json().message, message);
          assert.equal(await ctx.db.$count(users), 0);
          assert.equal(await ctx.db.$count(phoneVerifications), 0);
        });
      }

      it('malformed JSON and text/plain', async () => {
        const malformed = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/register/',
          headers: { 'content-type': 'application/json' },
          payload: '{"phone": "53',
        });
        assertTurkishError(malformed, 400);
        const text = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/register/',
          headers: { 'content-type': 'text/plain' },
          payload: 'phone=5321234567',
        });
        assertTurkishError(text, 415);
      });
    });
  });

  describe('POST /api/users/verify/', () => {
    // Every refusal says the same (docs/users-api.md): nothing tells a stranger which numbers are applying.
    const REJECTED = 'Doğrulama kodu hatalı ya da geçersiz. Lütfen kodu kontrol edin ya da yeni bir kod isteyin.';

    it('answers 400, as for any unusable code, for a phone that never asked for a code', async () => {
      const response = await verify(ctx.app, '1234', OTHER_PHONE);
      assertTurkishError(response, 400);
      assert.equal(response.json().message, REJECTED);
    });

    it('accepts the right code once: 200 {message, verified: true, proof}; the code is then used up', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      const response = await verify(ctx.app, code);
      assert.equal(response.statusCode, 200);
      const { proof, ...rest } = response.json() as { proof: string };
      assert.deepEqual(rest, { message: 'Telefon numaranız doğrulandı.', verified: true });
      assert.match(proof, /^[A-Za-z0-9_-]{43}$/);
      assertTurkishError(await verify(ctx.app, code), 400);
      const [row] = await codeRows();
      assert.equal(row!.status, 'verified');
      assert.equal(row!.verifiedUntil!.getTime() - row!.verifiedAt!.getTime(), 60 * MINUTE);
    });

    it('gives one proof when the same code arrives twice at once', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      const answers = await Promise.all(Array.from({ length: 4 }, () => verify(ctx.app, code)));
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 400, 400, 400]);
    });

    it('refuses a wrong code with 400, and kills the code after 5 wrong tries', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      for (let i = 1; i <= 4; i += 1) {
        const response = await verify(ctx.app, wrongCode(code));
        assertTurkishError(response, 400);
        assert.equal(response.json().message, REJECTED);
      }
      const fifth = await verify(ctx.app, wrongCode(code));
      assert.equal(fifth.json().message, REJECTED);
      const afterDeath = await verify(ctx.app, code);
      assertTurkishError(afterDeath, 400);
      assert.equal(afterDeath.json().message, REJECTED);
      // A new code works again.
      await register(ctx.app);
      assert.equal((await verify(ctx.app, await latestCode(ctx.app))).statusCode, 200);
    });

    it('never counts more than 5 wrong tries, even when they arrive together', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      const answers = await Promise.all(Array.from({ length: 12 }, () => verify(ctx.app, wrongCode(code))));
      assert.ok(answers.every((a) => a.statusCode === 400));
      const [row] = await codeRows();
      assert.equal(row!.status, 'dead');
      assert.equal(row!.attempts, 5);
      assert.equal((await verify(ctx.app, code)).statusCode, 400);
    });

    it('refuses a code after its 10 minutes', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      clock.advance(10 * MINUTE);
      const response = await verify(ctx.app, code);
      assertTurkishError(response, 400);
      assert.equal(response.json().message, REJECTED);
    });

    it('accepts a code just before its 10 minutes end', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      clock.advance(10 * MINUTE - 1000);
      assert.equal((await verify(ctx.app, code)).statusCode, 200);
    });

    it('refuses a replaced code and accepts the new one', async () => {
      await register(ctx.app);
      const first = await latestCode(ctx.app);
      let second = first;
      // Ask until the new code differs (1 in 10,000 chance it does not).
      while (second === first) {
        await register(ctx.app);
        second = await latestCode(ctx.app);
      }
      assertTurkishError(await verify(ctx.app, first), 400);
      assert.equal((await verify(ctx.app, second)).statusCode, 200);
      const statuses = (await codeRows()).map((r) => r.status);
      assert.ok(statuses.includes('superseded'));
    });

    const bad: Array<[string, unknown]> = [
      ['missing code', { phone: PHONE }],
      ['empty code', { phone: PHONE, verification_code: '' }],
      ['3 digits', { phone: PHONE, verification_code: '123' }],
      ['5 digits', { phone: PHONE, verification_code: '12345' }],
      ['letters', { phone: PHONE, verification_code: '12a4' }],
      ['number instead of string', { phone: PHONE, verification_code: 1234 }],
      ['object', { phone: PHONE, verification_code: { $ne: '' } }],
      ['missing phone', { verification_code: '1234' }],
      ['invalid phone', { phone: '0000000000', verification_code: '1234' }],
      ['phone as number', { phone: 5321234567, verification_code: '1234' }],
      ['oversized phone', { phone: '5'.repeat(5000), verification_code: '1234' }],
    ];
    for (const [name, payload] of bad) {
      it(`400 for ${name}`, async () => {
        await register(ctx.app);
        const response = await ctx.app.inject({ method: 'POST', url: '/api/users/verify/', payload: payload as object });
        assertTurkishError(response, 400);
        const [row] = await codeRows();
        assert.equal(row!.attempts, 0, 'malformed requests do not count as tries');
      });
    }
  });
});
