import assert from 'node:assert/strict';
import { it } from 'node:test';
import { crmSecondFactorMessages } from '@kredi/contracts/crm';
import { secondFactorMessages as m } from '@kredi/contracts/staff';
import { staff } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/staff/passwords.js';
import { totpCodeAt } from '../../src/staff/secondFactor/totp.js';
import { withApps } from '../helpers/withApps.js';
import { TEST_NETGSM_ENV, TEST_OTP_SECRET } from '../helpers/env.js';
import { PRODUCTION_CONFIG } from '../admin/helpers.js';
import { manualClock } from '../users/helpers.js';
import { assertTurkish, auth, verifyCode, sendCode } from './helpers.js';

// Own process: an app outside demo mode reads real-looking secrets from the environment at start.
Object.assign(process.env, { OTP_SECRET: TEST_OTP_SECRET, ...TEST_NETGSM_ENV });

const ADMIN_PHONE = '05331112299';
const ACCOUNT = { username: 'yonetim', password: 'uzun-ve-gizli-bir-parola-42' };
type App = Parameters<typeof sendCode>[0];

/** The SMS gateway replaced by one that keeps the last code of each number (nothing leaves the test). */
function captureSms(app: App) {
  const last = new Map<string, string>();
  app.crmRuntime.sms = {
    name: 'test',
    send: async (phone, message) => {
      last.set(phone, /(\d{6})/.exec(message)![1]!);
      return { messageId: 'test' } as never;
    },
  };
  return async (phone: string) => {
    await app.crmRuntime.settle();
    return last.get(phone.slice(1))!;
  };
}

withApps('staff second factor outside demo mode', { config: PRODUCTION_CONFIG }, (ctx) => {
  // The admin's factor as the first test sets it up, for the second.
  const enrolled = { secret: '', codes: [] as string[] };

  it('an admin signing in to the CRM by phone sets it up first (the SMS code alone opens nothing), then is asked for it', async () => {
    const clock = manualClock(new Date());
    ctx.app.crmRuntime.now = clock.now;
    const codeOf = captureSms(ctx.app);
    await ctx.db.insert(staff).values({
      phone: ADMIN_PHONE,
      username: ACCOUNT.username,
      passwordHash: await hashPassword(ACCOUNT.password),
      fullName: 'Yönetim',
      role: 'admin',
    });

    const smsStep = async () => {
      assert.equal((await sendCode(ctx.app, ADMIN_PHONE)).statusCode, 200);
      const answer = await verifyCode(ctx.app, ADMIN_PHONE, await codeOf(ADMIN_PHONE));
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.json() as { second_factor: string; challenge: string; token?: string; message: string };
    };
    const step = await smsStep();
    assert.equal(step.second_factor, 'enrol');
    assert.equal(step.message, crmSecondFactorMessages.enrolRequired);
    assert.equal(step.token, undefined);
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/crm/auth/${url}`, payload });
    const { secret } = (await post('second-factor/enrol/', { challenge: step.challenge })).json() as { secret: string };
    clock.advance(30_000);
    const confirmed = await post('second-factor/enrol/confirm/', { challenge: step.challenge, code: totpCodeAt(secret, clock.now()) });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const done = confirmed.json() as { recovery_codes: string[]; session: { token: string; personel: { rol: string } } };
    assert.equal(done.recovery_codes.length, 10);
    Object.assign(enrolled, { secret, codes: done.recovery_codes });
    assert.equal(done.session.personel.rol, 'admin');
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/crm/auth/me/', headers: auth(done.session.token) })).statusCode, 200);

    const next = await smsStep();
    assert.equal(next.second_factor, 'totp');
    clock.advance(30_000);
    assert.equal((await post('second-factor/', { challenge: next.challenge, code: totpCodeAt(secret, clock.now()) })).statusCode, 200);
  });

  it("the admin area's screen renews the recovery codes (the old ones void) and turning it off leads the next sign-in to set it up", async () => {
    const clock = manualClock(new Date(Date.now() + 10 * 60_000));
    ctx.app.crmRuntime.now = clock.now;
    const admin = (url: string, payload: object, token?: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/auth/${url}`, payload, ...(token ? { headers: auth(token) } : {}) });
    const code = () => {
      clock.advance(30_000);
      return totpCodeAt(enrolled.secret, clock.now());
    };
    const signIn = async (second: string) => {
      const step = (await admin('login/', ACCOUNT)).json() as { second_factor: string; challenge: string };
      assert.equal(step.second_factor, 'totp');
      return admin('second-factor/', { challenge: step.challenge, code: second });
    };
    const { token } = (await signIn(code())).json() as { token: string };
    const status = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/second-factor/status/', headers: auth(token) });
    assert.deepEqual(status.json(), { enrolled: true, required: true, recovery_codes_left: 10 });

    assertTurkish(await admin('second-factor/recovery-codes/', { code: '000000' === code() ? '111111' : '000000' }, token), 400);
    const renewed = await admin('second-factor/recovery-codes/', { code: code() }, token);
    assert.equal(renewed.statusCode, 200, renewed.body);
    const fresh = (renewed.json() as { recovery_codes: string[] }).recovery_codes;
    assertTurkish(await signIn(enrolled.codes[0]!), 401);
    assert.equal((await signIn(fresh[0]!)).statusCode, 200);

    const off = await admin('second-factor/disable/', { code: code() }, token);
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().message, m.disabledRequired);
    const next = (await admin('login/', ACCOUNT)).json() as { second_factor: string };
    assert.equal(next.second_factor, 'enrol');
  });
});
