import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { crmSecondFactorMessages } from '@kredi/contracts/crm';
import { secondFactorMessages as m } from '@kredi/contracts/staff';
import {
  adminSignInChallenges,
  smsOutbox,
  staff,
  staffAuthCodes,
  staffCodeAttempts,
  staffRecoveryCodes,
  staffSessions,
  staffTotp,
} from '../../src/db/schema/index.js';
import { totpCodeAt } from '../../src/staff/secondFactor/totp.js';
import { withApps } from '../helpers/withApps.js';
import { manualClock } from '../users/helpers.js';
import { addStaff, assertTurkish, auth, get, latestStaffCode, OTHER_STAFF_PHONE, sendCode, STAFF_PHONE, verifyCode } from './helpers.js';

// A low cap on guesses from clients holding no code of the phone, so a few strangers reach it.
process.env.CRM_VERIFY_MAX_FOREIGN_PER_PHONE_10M = '3';

const MANAGER_PHONE = OTHER_STAFF_PHONE;
const OWNER_IP = '198.51.100.30';
const STRANGER_IP = '203.0.113.70';
const RECOVERY = /^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/;

type App = Parameters<typeof sendCode>[0];
type Step = { second_factor?: string; challenge: string; token?: string };

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const call = (app: App, url: string, payload: object, ip = OWNER_IP, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/crm/auth/${url}`,
    headers: { 'x-forwarded-for': ip, ...(token ? auth(token) : {}) },
    payload,
  });

/** The SMS code step from the owner's device: the verify-code answer. */
async function smsStep(app: App, phone = MANAGER_PHONE, ip = OWNER_IP) {
  assert.equal((await sendCode(app, phone, ip)).statusCode, 200);
  const verified = await verifyCode(app, phone, (await latestStaffCode(app, phone))!, ip);
  assert.equal(verified.statusCode, 200, verified.body);
  return verified.json() as Step;
}

withApps('CRM second factor: a yönetici sets up TOTP and signs in with it', {}, (ctx) => {
  let clock = manualClock();
  /** The app's code now; the clock moves a step on first, since a code works once. */
  const freshCode = (secret: string) => {
    clock.advance(30_000);
    return totpCodeAt(secret, clock.now());
  };

  /** A signed-in yönetici (no factor yet): the session token. */
  async function managerToken(): Promise<string> {
    const step = await smsStep(ctx.app);
    assert.ok(step.token, 'a session without a factor');
    return step.token;
  }

  /** Sets up the factor from the signed-in yönetici's screen: the secret and the recovery codes. */
  async function enrol(token: string) {
    const started = await call(ctx.app, 'second-factor/setup/', {}, OWNER_IP, token);
    assert.equal(started.statusCode, 200, started.body);
    const { secret } = started.json() as { secret: string };
    const confirmed = await call(ctx.app, 'second-factor/setup/confirm/', { code: freshCode(secret) }, OWNER_IP, token);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return { secret, codes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
  }

  beforeEach(async () => {
    clock = manualClock(new Date());
    ctx.app.crmRuntime.now = clock.now;
    for (const table of [
      adminSignInChallenges,
      staffRecoveryCodes,
      staffTotp,
      staffSessions,
      staffCodeAttempts,
      staffAuthCodes,
      smsOutbox,
    ]) {
      await ctx.db.delete(table);
    }
    await addStaff(ctx.db, STAFF_PHONE, 'Personel Bir', 'personel');
    await addStaff(ctx.db, MANAGER_PHONE, 'Yönetici Bir', 'yönetici');
  });

  it('enrols from the CRM: QR made on the server, a wrong first code refused, then 10 recovery codes stored hashed', async () => {
    const token = await managerToken();
    const before = await get(ctx.app, token, '/api/crm/auth/second-factor/status/');
    assert.deepEqual(before.json(), { enrolled: false, required: false, recovery_codes_left: 0 });

    const started = await call(ctx.app, 'second-factor/setup/', {}, OWNER_IP, token);
    const enrolment = started.json() as { qr_svg: string; secret: string; otpauth_url: string };
    assert.match(enrolment.qr_svg, /^data:image\/svg\+xml;base64,/);
    assert.match(enrolment.otpauth_url, new RegExp(`^otpauth://totp/.*secret=${enrolment.secret}`));
    const [stored] = await ctx.db.select().from(staffTotp);
    assert.ok(!stored!.secretEnc.includes(enrolment.secret), 'the secret is not stored in clear');

    clock.advance(30_000);
    const wrong = await call(
      ctx.app,
      'second-factor/setup/confirm/',
      { code: wrongFor(totpCodeAt(enrolment.secret, clock.now())) },
      OWNER_IP,
      token,
    );
    // 400, not 401: the session is still open.
    assertTurkish(wrong, 400);
    assert.equal(wrong.json().message, m.invalid);
    const confirmed = await call(
      ctx.app,
      'second-factor/setup/confirm/',
      { code: totpCodeAt(enrolment.secret, clock.now()) },
      OWNER_IP,
      token,
    );
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const codes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
    assert.equal(codes.length, 10);
    assert.ok(codes.every((code) => RECOVERY.test(code)));
    const hashes = await ctx.db.select().from(staffRecoveryCodes);
    assert.ok(hashes.every((row) => row.codeHash.startsWith('$argon2id$')));
    assert.deepEqual((await get(ctx.app, token, '/api/crm/auth/second-factor/status/')).json(), {
      enrolled: true,
      required: false,
      recovery_codes_left: 10,
    });
    assertTurkish(await call(ctx.app, 'second-factor/setup/', {}, OWNER_IP, token), 409);

    // A 'personel' has no such screen.
    const personel = await smsStep(ctx.app, STAFF_PHONE);
    assertTurkish(await call(ctx.app, 'second-factor/setup/', {}, OWNER_IP, personel.token), 403);
  });

  it('once enrolled, the SMS code opens a step, not a session: the app code or a recovery code each sign in once', async () => {
    const { secret, codes } = await enrol(await managerToken());
    await ctx.db.delete(staffSessions);

    const step = await smsStep(ctx.app);
    assert.equal(step.second_factor, 'totp');
    assert.equal(step.token, undefined);
    assert.equal(await ctx.db.$count(staffSessions), 0, 'no session before the second factor');
    const code = freshCode(secret);
    const signedIn = await call(ctx.app, 'second-factor/', { challenge: step.challenge, code });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    const session = signedIn.json() as { token: string; personel: { rol: string } };
    assert.equal(session.personel.rol, 'yönetici');
    assert.equal((await get(ctx.app, session.token, '/api/crm/auth/me/')).statusCode, 200);
    assertTurkish(await call(ctx.app, 'second-factor/', { challenge: step.challenge, code }), 401);
    assertTurkish(await call(ctx.app, 'second-factor/', { challenge: (await smsStep(ctx.app)).challenge, code }), 401);

    const recovery = await call(ctx.app, 'second-factor/', {
      challenge: (await smsStep(ctx.app)).challenge,
      code: codes[2]!.toLowerCase(),
    });
    assert.equal(recovery.statusCode, 200, recovery.body);
    assertTurkish(await call(ctx.app, 'second-factor/', { challenge: (await smsStep(ctx.app)).challenge, code: codes[2]! }), 401);
    assert.equal((await get(ctx.app, session.token, '/api/crm/auth/second-factor/status/')).json().recovery_codes_left, 9);
  });

  it('wrong codes lock the guessing client, never the owner: the step dies after 5, the IP after the SMS limits', async () => {
    const { secret } = await enrol(await managerToken());
    const step = await smsStep(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(ctx.app, 'second-factor/', { challenge: step.challenge, code: wrongFor(totpCodeAt(secret, clock.now())) });
      assertTurkish(wrong, 401);
    }
    const dead = await call(ctx.app, 'second-factor/', { challenge: step.challenge, code: freshCode(secret) });
    assertTurkish(dead, 401);
    assert.equal(dead.json().message, crmSecondFactorMessages.challengeExpired);

    // Strangers guessing the phone's SMS code from elsewhere reach the cap on such clients: refused themselves...
    for (const ip of ['203.0.113.71', '203.0.113.72', '203.0.113.73'])
      assertTurkish(await verifyCode(ctx.app, MANAGER_PHONE, '000000', ip), 400);
    assertTurkish(await verifyCode(ctx.app, MANAGER_PHONE, '000000', STRANGER_IP), 429);
    // ...while the owner's own code and app still sign in (a step is held by the device that asked for the code).
    const owner = await smsStep(ctx.app);
    const signedIn = await call(ctx.app, 'second-factor/', { challenge: owner.challenge, code: freshCode(secret) });
    assert.equal(signedIn.statusCode, 200, signedIn.body);

    // Wrong app codes count as wrong codes of the phone and IP: after 10 in 15 minutes that client is refused (429).
    for (let i = 0; i < 2; i += 1) {
      const next = await smsStep(ctx.app);
      for (let j = 0; j < 5; j += 1) {
        clock.advance(1000);
        assertTurkish(
          await call(ctx.app, 'second-factor/', { challenge: next.challenge, code: wrongFor(totpCodeAt(secret, clock.now())) }),
          401,
        );
      }
    }
    clock.advance(1000);
    assert.equal((await sendCode(ctx.app, MANAGER_PHONE, OWNER_IP)).statusCode, 200);
    assertTurkish(await verifyCode(ctx.app, MANAGER_PHONE, (await latestStaffCode(ctx.app, MANAGER_PHONE))!, OWNER_IP), 429);
    const elsewhere = await smsStep(ctx.app, MANAGER_PHONE, '198.51.100.31');
    assert.equal(
      (await call(ctx.app, 'second-factor/', { challenge: elsewhere.challenge, code: freshCode(secret) }, '198.51.100.31')).statusCode,
      200,
    );
  });

  it('renewing the recovery codes takes the current app code, shows 10 new ones once and voids every old one', async () => {
    const token = await managerToken();
    const { secret, codes } = await enrol(token);
    assertTurkish(await call(ctx.app, 'second-factor/recovery-codes/', { code: codes[0]! }, OWNER_IP, token), 400);
    assertTurkish(await call(ctx.app, 'second-factor/recovery-codes/', { code: wrongFor(freshCode(secret)) }, OWNER_IP, token), 400);
    const renewed = await call(ctx.app, 'second-factor/recovery-codes/', { code: totpCodeAt(secret, clock.now()) }, OWNER_IP, token);
    assert.equal(renewed.statusCode, 200, renewed.body);
    const fresh = (renewed.json() as { recovery_codes: string[]; message: string }).recovery_codes;
    assert.equal(renewed.json().message, m.recoveryCodesRenewed);
    assert.equal(fresh.length, 10);
    assert.equal(fresh.filter((code) => codes.includes(code)).length, 0);
    assert.equal(await ctx.db.$count(staffRecoveryCodes), 10, 'the old hashes are gone');

    assertTurkish(await call(ctx.app, 'second-factor/', { challenge: (await smsStep(ctx.app)).challenge, code: codes[1]! }), 401);
    assert.equal(
      (await call(ctx.app, 'second-factor/', { challenge: (await smsStep(ctx.app)).challenge, code: fresh[1]! })).statusCode,
      200,
    );
  });

  it('turning it off takes the current app code; the SMS code alone then signs in, and a new setup starts afresh', async () => {
    const token = await managerToken();
    const { secret, codes } = await enrol(token);
    assertTurkish(await call(ctx.app, 'second-factor/disable/', { code: wrongFor(freshCode(secret)) }, OWNER_IP, token), 400);
    const off = await call(ctx.app, 'second-factor/disable/', { code: totpCodeAt(secret, clock.now()) }, OWNER_IP, token);
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().message, m.disabled);
    assert.equal(await ctx.db.$count(staffRecoveryCodes), 0);
    assert.ok((await smsStep(ctx.app)).token, 'a session right after the SMS code');
    assertTurkish(await call(ctx.app, 'second-factor/disable/', { code: freshCode(secret) }, OWNER_IP, token), 409);
    assert.ok(codes.length > 0);
    const again = await enrol(token);
    assert.notEqual(again.secret, secret);
    const [member] = await ctx.db.select().from(staff).where(eq(staff.phone, MANAGER_PHONE));
    assert.equal((await ctx.db.select().from(staffTotp).where(eq(staffTotp.staffId, member!.id))).length, 1);
  });
});
