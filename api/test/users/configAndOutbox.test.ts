import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DEV_OTP_SECRET, loadUsersConfig } from '../../src/features/users/config.js';
import { codeMessage, generateCode, hashCode, sameHash } from '../../src/features/users/otp.js';
import { sourceFromReferer } from '@kredi/contracts/users';
import { createTestDatabase, databaseKinds } from '../helpers/testDatabase.js';
import { startApp, withApps } from '../helpers/withApps.js';
import { OTHER_PHONE, PHONE, clearUsersTables, latestCode, register, verify } from './helpers.js';

const SECRET = 'a-test-secret-that-is-long-enough-1234567890';

describe('loadUsersConfig', () => {
  it('has the documented defaults in demo mode', () => {
    const config = loadUsersConfig({}, true);
    assert.equal(config.otpSecret, DEV_OTP_SECRET);
    assert.equal(config.codeTtlMs, 10 * 60_000);
    assert.equal(config.maxWrongAttempts, 5);
    assert.equal(config.verifiedWindowMs, 60 * 60_000);
    assert.equal(config.maxCodesPerPhonePerDay, 5);
    assert.equal(config.maxCodesPerIpPerHour, 20);
    assert.equal(config.brandName, 'Kolay Kredi');
    assert.deepEqual(config.sms, { provider: 'console' });
    assert.equal(config.devOutboxEnabled, true);
  });

  it('reads the limits and the brand', () => {
    const config = loadUsersConfig(
      {
        OTP_SECRET: SECRET,
        OTP_MAX_PER_PHONE_24H: '3',
        OTP_MAX_PER_IP_1H: '50',
        OTP_VERIFIED_WINDOW_MINUTES: '30',
        SMS_BRAND_NAME: 'Marka',
      },
      true,
    );
    assert.equal(config.otpSecret, SECRET);
    assert.equal(config.maxCodesPerPhonePerDay, 3);
    assert.equal(config.maxCodesPerIpPerHour, 50);
    assert.equal(config.verifiedWindowMs, 30 * 60_000);
    assert.equal(config.brandName, 'Marka');
  });

  it('refuses a non-demo start without OTP_SECRET, short secrets and bad numbers', () => {
    const netgsm = { SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: 'u', NETGSM_PASSWORD: 'p', NETGSM_MSGHEADER: 'H' };
    assert.throws(() => loadUsersConfig(netgsm, false), /OTP_SECRET must be set/);
    assert.throws(() => loadUsersConfig({ ...netgsm, OTP_SECRET: DEV_OTP_SECRET }, false), /OTP_SECRET must be set/);
    assert.throws(() => loadUsersConfig({ ...netgsm, OTP_SECRET: 'short' }, false), /at least 32/);
    assert.throws(() => loadUsersConfig({ OTP_SECRET: SECRET }, false), /NETGSM_USERCODE/);
    const production = loadUsersConfig({ ...netgsm, OTP_SECRET: SECRET }, false);
    assert.equal(production.devOutboxEnabled, false);
    assert.equal(production.sms.provider, 'netgsm');
    assert.throws(() => loadUsersConfig({ OTP_MAX_PER_PHONE_24H: '0' }, true), /OTP_MAX_PER_PHONE_24H/);
    assert.throws(() => loadUsersConfig({ OTP_MAX_PER_IP_1H: 'many' }, true), /OTP_MAX_PER_IP_1H/);
  });
});

describe('one-time codes', () => {
  it('are 4 digits from the CSPRNG, hashed with HMAC-SHA256 per phone', () => {
    const codes = new Set(Array.from({ length: 2000 }, generateCode));
    for (const code of codes) assert.match(code, /^\d{4}$/);
    assert.ok(codes.size > 1500, 'codes are spread out');
    const hash = hashCode(SECRET, PHONE, '0420');
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.ok(sameHash(hash, hashCode(SECRET, PHONE, '0420')));
    assert.ok(!sameHash(hash, hashCode(SECRET, OTHER_PHONE, '0420')));
    assert.ok(!sameHash(hash, hashCode('another-secret-another-secret-123', PHONE, '0420')));
    assert.ok(!sameHash(hash, ''));
    assert.equal(codeMessage('Kolay Kredi', '0420', 10), 'Kolay Kredi doğrulama kodunuz: 0420. Kod 10 dakika geçerlidir.');
  });
});

describe('sourceFromReferer', () => {
  it('maps the known hosts and nothing else', () => {
    const cases: Array<[string | undefined, string]> = [
      ['https://www.facebook.com/', 'facebook'],
      ['https://l.facebook.com/l.php?u=1', 'facebook'],
      ['https://m.facebook.com/', 'facebook'],
      ['https://fb.me/abc', 'facebook'],
      ['https://l.instagram.com/?u=1', 'instagram'],
      ['https://www.google.com/', 'google'],
      ['https://www.google.com.tr/search?q=kredi', 'google'],
      ['https://www.tiktok.com/@x', 'tiktok'],
      ['https://x.com/home', 'x'],
      ['https://t.co/abc', 'x'],
      ['https://twitter.com/', 'x'],
      ['https://notfacebook.com/', ''],
      ['https://facebook.com.evil.example/', ''],
      ['https://google.evil.example/', ''],
      ['https://kredi.example/form', ''],
      ['not a url', ''],
      ['', ''],
      [undefined, ''],
    ];
    for (const [referer, source] of cases) assert.equal(sourceFromReferer(referer), source, String(referer));
  });
});

withApps('GET /api/dev/sms-outbox/', {}, (ctx) => {
  beforeEach(async () => {
    await clearUsersTables(ctx.db);
    ctx.app.usersRuntime.now = () => new Date();
  });

  it('lists the messages of one phone, newest first, as {phone, message, created_at}', async () => {
    await register(ctx.app, PHONE);
    await register(ctx.app, OTHER_PHONE);
    await register(ctx.app, PHONE);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${PHONE}` });
    assert.equal(response.statusCode, 200);
    const rows = response.json() as Array<{ phone: string; message: string; created_at: string }>;
    assert.equal(rows.length, 2);
    assert.ok(rows.every((r) => r.phone === PHONE && Object.keys(r).sort().join() === 'created_at,message,phone'));
    assert.ok(Date.parse(rows[0]!.created_at) >= Date.parse(rows[1]!.created_at));
    // The newest message holds the code that works.
    assert.equal((await verify(ctx.app, await latestCode(ctx.app, PHONE), PHONE)).statusCode, 200);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/dev/sms-outbox/' });
    assert.equal((all.json() as unknown[]).length, 3);
  });

  it('answers 400 for a malformed phone filter', async () => {
    for (const phone of ['abc', '053212345678', "5321234567'--"]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${encodeURIComponent(phone)}` });
      assert.equal(response.statusCode, 400, phone);
    }
  });
});

if (databaseKinds().includes('postgres')) {
  describe('two API instances on one PostgreSQL database', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let apps: Awaited<ReturnType<typeof startApp>>[] = [];

    before(async () => {
      database = await createTestDatabase('postgres');
      apps = [await startApp(database), await startApp(database)];
    });

    after(async () => {
      for (const app of apps) await app.close();
      await database.drop();
    });

    it('share the per-phone limit and the codes', async () => {
      const [a, b] = apps as [Awaited<ReturnType<typeof startApp>>, Awaited<ReturnType<typeof startApp>>];
      const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => register(i % 2 === 0 ? a : b, OTHER_PHONE, `198.51.100.${i}`)));
      assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 200, 200, 200, 200, 429, 429]);
      // A code sent through one instance verifies on the other.
      assert.equal((await register(a, PHONE)).statusCode, 200);
      assert.equal((await verify(b, await latestCode(a))).statusCode, 200);
    });
  });
}
