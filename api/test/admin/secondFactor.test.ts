import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import { staff, staffRecoveryCodes, staffSessions, staffTotp } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/staff/passwords.js';
import { createTotpSealer, totpCodeAt } from '../../src/staff/secondFactor/totp.js';
import { withApps } from '../helpers/withApps.js';
import { TEST_NETGSM_ENV, TEST_OTP_SECRET } from '../helpers/env.js';
import { assertTurkish } from '../crm/helpers.js';
import { DEMO_ADMIN, DEMO_CONFIG, PRODUCTION_CONFIG, adminCall, authHeader, signIn } from './helpers.js';

// Own process: apps started outside demo mode need real-looking secrets, read from the environment at start.
Object.assign(process.env, { OTP_SECRET: TEST_OTP_SECRET, ...TEST_NETGSM_ENV });

const ACCOUNT = { username: 'yonetim', password: 'uzun-ve-gizli-bir-parola-42' };
const RECOVERY = /^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/;

type App = Parameters<typeof adminCall>[0];
const post = (app: App, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/admin/auth/${url}`, payload, remoteAddress });

/** Moves the API's clock `ms` ahead of the real one (a TOTP code belongs to a 30-second step and works once). */
const shiftClock = (app: App, ms: number) => {
  app.crmRuntime.now = () => new Date(Date.now() + ms);
  return new Date(Date.now() + ms);
};

/** Enrols through the sign-in step: the secret and the recovery codes. */
async function enrolAtSignIn(app: App): Promise<{ secret: string; codes: string[]; token: string }> {
  const login = await post(app, 'login/', ACCOUNT);
  const { challenge } = login.json() as { challenge: string };
  const started = (await post(app, 'second-factor/enrol/', { challenge })).json() as { secret: string };
  const confirmed = await post(app, 'second-factor/enrol/confirm/', { challenge, code: totpCodeAt(started.secret, new Date()) });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  const body = confirmed.json() as { recovery_codes: string[]; session: { token: string } };
  return { secret: started.secret, codes: body.recovery_codes, token: body.session.token };
}

withApps('admin second factor outside demo mode', { config: PRODUCTION_CONFIG }, (ctx) => {
  it('a password alone opens nothing: the admin enrols (QR made on the server), confirms a code and gets 10 hashed recovery codes', async () => {
    ctx.app.crmRuntime.now = () => new Date();
    await ctx.db
      .insert(staff)
      .values({ username: ACCOUNT.username, passwordHash: await hashPassword(ACCOUNT.password), fullName: 'Yönetim', role: 'admin' });
    const login = await post(ctx.app, 'login/', ACCOUNT);
    assert.equal(login.statusCode, 200, login.body);
    const step = login.json() as { second_factor: string; challenge: string; token?: string };
    assert.equal(step.second_factor, 'enrol');
    assert.equal(step.token, undefined);
    assert.equal(await ctx.db.$count(staffSessions), 0, 'no session before the second factor');
    assertTurkish(await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/session/', headers: authHeader(step.challenge) }), 401);
    assertTurkish(await post(ctx.app, 'second-factor/', { challenge: step.challenge, code: '123456' }), 401);

    const started = await post(ctx.app, 'second-factor/enrol/', { challenge: step.challenge });
    assert.equal(started.statusCode, 200, started.body);
    const enrolment = started.json() as { qr_svg: string; secret: string; otpauth_url: string };
    assert.match(enrolment.qr_svg, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(enrolment.qr_svg.split(',')[1]!, 'base64').toString(), /^<svg/);
    assert.match(enrolment.secret, /^[A-Z2-7]{32}$/);
    assert.match(enrolment.otpauth_url, new RegExp(`^otpauth://totp/.*secret=${enrolment.secret}`));
    const [stored] = await ctx.db.select().from(staffTotp);
    assert.ok(!stored!.secretEnc.includes(enrolment.secret), 'the secret is not in the database in clear');

    const wrong = await post(ctx.app, 'second-factor/enrol/confirm/', {
      challenge: step.challenge,
      code: '000000' === totpCodeAt(enrolment.secret, new Date()) ? '111111' : '000000',
    });
    assertTurkish(wrong, 401);
    assert.equal(wrong.json().message, m.secondFactorInvalid);
    const confirmed = await post(ctx.app, 'second-factor/enrol/confirm/', {
      challenge: step.challenge,
      code: totpCodeAt(enrolment.secret, new Date()),
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const done = confirmed.json() as { recovery_codes: string[]; session: { token: string } };
    assert.equal(done.recovery_codes.length, 10);
    assert.ok(done.recovery_codes.every((code) => RECOVERY.test(code)));
    const hashes = await ctx.db.select().from(staffRecoveryCodes);
    assert.equal(hashes.length, 10);
    assert.ok(
      hashes.every(
        (row) => row.codeHash.startsWith('$argon2id$') && !done.recovery_codes.some((c) => row.codeHash.includes(c.replace('-', ''))),
      ),
    );
    const session = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/session/', headers: authHeader(done.session.token) });
    assert.equal(session.statusCode, 200);
    assertTurkish(await post(ctx.app, 'second-factor/enrol/', { challenge: step.challenge }), 401);
  });

  it('then every sign-in asks for the code: a code and a recovery code each work once', async () => {
    const [row] = await ctx.db.select().from(staff).where(eq(staff.username, ACCOUNT.username));
    await ctx.db.delete(staffTotp).where(eq(staffTotp.staffId, row!.id));
    const { secret, codes } = await enrolAtSignIn(ctx.app);
    const at = shiftClock(ctx.app, 60_000);
    try {
      const challenge = () => post(ctx.app, 'login/', ACCOUNT).then((r) => r.json() as { second_factor: string; challenge: string });
      const first = await challenge();
      assert.equal(first.second_factor, 'totp');
      const signedIn = await post(ctx.app, 'second-factor/', { challenge: first.challenge, code: totpCodeAt(secret, at) });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      assert.equal((signedIn.json() as { admin: { username: string } }).admin.username, ACCOUNT.username);
      assertTurkish(await post(ctx.app, 'second-factor/', { challenge: first.challenge, code: totpCodeAt(secret, at) }), 401);
      assertTurkish(await post(ctx.app, 'second-factor/', { challenge: (await challenge()).challenge, code: totpCodeAt(secret, at) }), 401);

      const recovery = await post(ctx.app, 'second-factor/', { challenge: (await challenge()).challenge, code: codes[3]!.toLowerCase() });
      assert.equal(recovery.statusCode, 200, recovery.body);
      assertTurkish(await post(ctx.app, 'second-factor/', { challenge: (await challenge()).challenge, code: codes[3]! }), 401);
    } finally {
      ctx.app.crmRuntime.now = () => new Date();
    }
  });

  it('wrong codes count like wrong passwords: the guessing IP is refused (429), never the account from elsewhere', async () => {
    const [row] = await ctx.db.select().from(staff).where(eq(staff.username, ACCOUNT.username));
    await ctx.db.delete(staffTotp).where(eq(staffTotp.staffId, row!.id));
    const { secret } = await enrolAtSignIn(ctx.app);
    const at = shiftClock(ctx.app, 120_000);
    try {
      const wrong = totpCodeAt(secret, at) === '000000' ? '111111' : '000000';
      const guesser = '203.0.113.40';
      const { challenge } = (await post(ctx.app, 'login/', ACCOUNT, guesser)).json() as { challenge: string };
      for (let i = 0; i < 5; i += 1) assertTurkish(await post(ctx.app, 'second-factor/', { challenge, code: wrong }, guesser), 401);
      // The step is dead after 5 wrong codes, and the pair is limited: the next password from that IP gets a 429.
      assertTurkish(await post(ctx.app, 'second-factor/', { challenge, code: totpCodeAt(secret, at) }, guesser), 401);
      const limited = await post(ctx.app, 'login/', ACCOUNT, guesser);
      assertTurkish(limited, 429);
      assert.equal(limited.json().message, m.tooManyAttempts);
      const owner = (await post(ctx.app, 'login/', ACCOUNT, '198.51.100.5')).json() as { challenge: string };
      assert.equal(
        (await post(ctx.app, 'second-factor/', { challenge: owner.challenge, code: totpCodeAt(secret, at) }, '198.51.100.5')).statusCode,
        200,
      );
    } finally {
      ctx.app.crmRuntime.now = () => new Date();
    }
  });
});

withApps('admin second factor in demo mode', { config: DEMO_CONFIG }, (ctx) => {
  it('is optional: the demo password signs in at once; a signed-in admin may enrol, and then the code is asked for', async () => {
    const token = await signIn(ctx.app, DEMO_ADMIN);
    const started = await adminCall(ctx.app, token, 'POST', '/api/admin/auth/second-factor/setup/');
    assert.equal(started.statusCode, 200, started.body);
    const { secret } = started.json() as { secret: string };
    const confirmed = await adminCall(ctx.app, token, 'POST', '/api/admin/auth/second-factor/setup/confirm/', {
      code: totpCodeAt(secret, new Date()),
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((confirmed.json() as { recovery_codes: string[]; session: null }).session, null);
    const again = await adminCall(ctx.app, token, 'POST', '/api/admin/auth/second-factor/setup/');
    assertTurkish(again, 409);
    const login = await post(ctx.app, 'login/', DEMO_ADMIN);
    assert.equal((login.json() as { second_factor: string }).second_factor, 'totp');
  });

  it('keeps the TOTP secret sealed under a key from OTP_SECRET: another key cannot open it', () => {
    const sealed = createTotpSealer(TEST_OTP_SECRET).seal('JBSWY3DPEHPK3PXP');
    assert.equal(createTotpSealer(TEST_OTP_SECRET).open(sealed), 'JBSWY3DPEHPK3PXP');
    assert.equal(createTotpSealer(`${TEST_OTP_SECRET}-other`).open(sealed), undefined);
  });
});
