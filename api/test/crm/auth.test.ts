import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { beforeEach, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { crmMessages } from '@kredi/contracts/crm';
import { createCrmAuthRepository } from '../../src/features/crm/auth/repository.js';
import { smsOutbox, staffAuthCodes, staffSessions } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { manualClock } from '../users/helpers.js';
import {
  addStaff,
  assertTurkish,
  auth,
  get,
  latestStaffCode,
  post,
  sendCode,
  signIn,
  STAFF_PHONE,
  UNKNOWN_PHONE,
  verifyCode,
} from './helpers.js';

const MINUTE = 60_000;

withApps('CRM sign-in and sessions', {}, (ctx) => {
  let clock = manualClock();

  beforeEach(async () => {
    clock = manualClock();
    ctx.app.crmRuntime.now = clock.now;
    await ctx.db.delete(staffSessions);
    await ctx.db.delete(staffAuthCodes);
    await ctx.db.delete(smsOutbox);
    await addStaff(ctx.db);
  });

  it('sends a 6-digit code to a staff number and signs in with a 256-bit token stored only as a hash', async () => {
    const sent = await sendCode(ctx.app, STAFF_PHONE);
    assert.equal(sent.statusCode, 200);
    const code = await latestStaffCode(ctx.app);
    assert.match(code ?? '', /^\d{6}$/);
    const [stored] = await ctx.db.select().from(staffAuthCodes);
    assert.notEqual(stored!.codeHash, code, 'the code is stored hashed');
    assert.ok(!stored!.codeHash.includes(code!));

    const verified = await verifyCode(ctx.app, STAFF_PHONE, code!);
    assert.equal(verified.statusCode, 200, verified.body);
    const body = verified.json() as {
      success: boolean;
      token: string;
      personel: { id: number; ad_soyad: string; telefon: string };
      message: string;
    };
    assert.equal(body.success, true);
    assert.equal(body.message, 'Giriş başarılı! Yönlendiriliyorsunuz...');
    assert.equal(body.personel.ad_soyad, 'Test Personel');
    assert.equal(body.personel.telefon, STAFF_PHONE);
    assert.equal(Buffer.from(body.token, 'base64url').length, 32);

    const [session] = await ctx.db.select().from(staffSessions);
    assert.equal(session!.tokenHash, createHash('sha256').update(body.token).digest('hex'));
    const me = await get(ctx.app, body.token, '/api/crm/auth/me/');
    assert.equal(me.statusCode, 200);
    assert.equal((me.json() as { personel: { ad_soyad: string } }).personel.ad_soyad, 'Test Personel');
  });

  it('answers an unknown number exactly like a staff number and sends it nothing', async () => {
    const known = await sendCode(ctx.app, STAFF_PHONE);
    const unknown = await sendCode(ctx.app, UNKNOWN_PHONE);
    assert.equal(unknown.statusCode, known.statusCode);
    assert.equal(unknown.body, known.body);
    assert.equal(await latestStaffCode(ctx.app, UNKNOWN_PHONE), undefined);
    const verified = await verifyCode(ctx.app, UNKNOWN_PHONE, '123456');
    const wrongForStaff = await verifyCode(ctx.app, STAFF_PHONE, '000000' === (await latestStaffCode(ctx.app)) ? '111111' : '000000');
    assertTurkish(verified, 400);
    assert.equal(verified.body, wrongForStaff.body, 'verify does not tell the two apart either');
  });

  it('refuses malformed numbers and codes in Turkish', async () => {
    assertTurkish(await sendCode(ctx.app, '5321112299'), 400);
    assert.equal((await sendCode(ctx.app, '0532111229')).json().message, 'Geçerli bir telefon numarası girin (05XXXXXXXXX)');
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, '12345'), 400);
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, '12a456')).json().message, '6 haneli doğrulama kodunu girin');
  });

  it('accepts a code once, for 10 minutes, and kills it after 5 wrong tries', async () => {
    await sendCode(ctx.app, STAFF_PHONE);
    const code = (await latestStaffCode(ctx.app))!;
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, code)).statusCode, 200);
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, code), 400);

    await sendCode(ctx.app, STAFF_PHONE);
    const late = (await latestStaffCode(ctx.app))!;
    clock.advance(10 * MINUTE);
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, late), 400);

    await sendCode(ctx.app, STAFF_PHONE);
    const fresh = (await latestStaffCode(ctx.app))!;
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, wrong), 400);
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, fresh), 400);
  });

  it('limits unused codes per phone (3 per 10 minutes) and per IP (20 per hour), for unknown numbers the same way', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await sendCode(ctx.app, UNKNOWN_PHONE, `192.0.2.${i}`)).statusCode, 200);
    assertTurkish(await sendCode(ctx.app, UNKNOWN_PHONE, '192.0.2.99'), 429);
    for (let i = 0; i < 3; i += 1) await sendCode(ctx.app, STAFF_PHONE, `192.0.2.${i}`);
    const staffLimited = await sendCode(ctx.app, STAFF_PHONE, '192.0.2.99');
    assert.equal(staffLimited.statusCode, 429);
    assert.equal(staffLimited.json().message, crmMessages.tooManyCodesPhone);

    clock.advance(61 * MINUTE);
    const ip = '192.0.2.200';
    for (let i = 0; i < 20; i += 1) await sendCode(ctx.app, `0532${String(2000000 + i)}`, ip);
    assertTurkish(await sendCode(ctx.app, '05323000000', ip), 429);
  });

  it("a stranger's send-code does not void the code the owner holds", async () => {
    await sendCode(ctx.app, STAFF_PHONE, '198.51.100.1');
    const owners = (await latestStaffCode(ctx.app))!;
    clock.advance(MINUTE);
    assert.equal((await sendCode(ctx.app, STAFF_PHONE, '203.0.113.66')).statusCode, 200);
    assert.notEqual(await latestStaffCode(ctx.app), owners);
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, owners)).statusCode, 200);
  });

  it('strangers on many IPs send at most 3 SMS per 10 minutes to a staff phone and never lock its owner out', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await sendCode(ctx.app, STAFF_PHONE, `203.0.113.${10 + i}`)).statusCode);
    assert.deepEqual(answers, [200, 200, 200, 429, 429]);
    await ctx.app.crmRuntime.settle();
    assert.equal(await ctx.db.$count(smsOutbox), 3);
    // The owner, asking from elsewhere, is told to use the newest code they got, and it signs them in.
    const own = await sendCode(ctx.app, STAFF_PHONE, '198.51.100.77');
    assert.equal(own.statusCode, 429);
    assert.equal(own.json().message, crmMessages.tooManyCodesPhone);
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, (await latestStaffCode(ctx.app))!)).statusCode, 200);
    // Ten minutes after the strangers' codes, the owner can ask for a new one.
    clock.advance(10 * MINUTE);
    assert.equal((await sendCode(ctx.app, STAFF_PHONE, '198.51.100.77')).statusCode, 200);
  });

  it('does not count codes that signed someone in', async () => {
    for (let i = 0; i < 7; i += 1) await signIn(ctx.app);
  });

  it('answers 401 in Turkish without a token, with a bad one, or with a made-up one', async () => {
    for (const headers of [{}, { authorization: 'Token' }, { authorization: 'Bearer abc' }, auth('A'.repeat(43))]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/crm/dashboard/stats/', headers });
      assertTurkish(response, 401);
      assert.equal(response.json().message, 'Oturumunuz sona erdi ya da geçersiz. Lütfen yeniden giriş yapın.');
    }
    const noTokenPost = await ctx.app.inject({ method: 'POST', url: '/api/crm/musteriler/1/takipler/create/', payload: 'x' });
    assertTurkish(noTokenPost, 401);
  });

  it('logout revokes the token on the server', async () => {
    const token = await signIn(ctx.app);
    const other = await signIn(ctx.app);
    assert.equal((await post(ctx.app, token, '/api/crm/auth/logout/', {})).statusCode, 200);
    assertTurkish(await get(ctx.app, token, '/api/crm/auth/me/'), 401);
    assert.equal((await get(ctx.app, other, '/api/crm/auth/me/')).statusCode, 200, 'other sessions stay');
  });

  it('ends an idle session after 2 hours and any session after 10 hours', async () => {
    const idle = await signIn(ctx.app);
    clock.advance(119 * MINUTE);
    assert.equal((await get(ctx.app, idle, '/api/crm/auth/me/')).statusCode, 200);
    clock.advance(119 * MINUTE);
    assert.equal((await get(ctx.app, idle, '/api/crm/auth/me/')).statusCode, 200, 'use moves the idle expiry');
    clock.advance(121 * MINUTE);
    assertTurkish(await get(ctx.app, idle, '/api/crm/auth/me/'), 401);

    const busy = await signIn(ctx.app);
    for (let hour = 0; hour < 10; hour += 1) {
      assert.equal((await get(ctx.app, busy, '/api/crm/auth/me/')).statusCode, 200);
      clock.advance(60 * MINUTE);
    }
    assertTurkish(await get(ctx.app, busy, '/api/crm/auth/me/'), 401);
  });

  it('a disabled account loses every token and cannot sign in', async () => {
    const first = await signIn(ctx.app);
    const second = await signIn(ctx.app);
    const staffId = (await ctx.db.select().from(staffSessions))[0]!.staffId;
    await createCrmAuthRepository(ctx.db).disableStaff(staffId, clock.now());
    assertTurkish(await get(ctx.app, first, '/api/crm/auth/me/'), 401);
    assertTurkish(await get(ctx.app, second, '/api/crm/auth/me/'), 401);
    const revoked = await ctx.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));
    assert.ok(revoked.every((s) => s.revokedAt !== null));
    await ctx.app.crmRuntime.settle();
    await ctx.db.delete(smsOutbox);
    await sendCode(ctx.app, STAFF_PHONE);
    assert.equal(await latestStaffCode(ctx.app), undefined, 'no code goes to a disabled account');

    // The operators' script (api/scripts/staff.ts add) enables it again; old tokens stay revoked.
    await createCrmAuthRepository(ctx.db).saveStaff(STAFF_PHONE, 'Test Personel', clock.now());
    assert.equal((await get(ctx.app, await signIn(ctx.app), '/api/crm/auth/me/')).statusCode, 200);
    assertTurkish(await get(ctx.app, first, '/api/crm/auth/me/'), 401);
  });
});

withApps('CRM demo mode', { config: { crmDemoMode: true } }, (ctx) => {
  it('tells the sign-in page the demo number, and that number signs in through the dev outbox', async () => {
    const hint = await ctx.app.inject({ method: 'GET', url: '/api/crm/auth/demo-hint/' });
    assert.equal(hint.statusCode, 200);
    const { telefon, sms_kutusu } = hint.json() as { telefon: string; sms_kutusu: string };
    assert.match(telefon, /^05\d{9}$/);
    assert.equal(sms_kutusu, `/api/dev/sms-outbox/?phone=${telefon.slice(1)}`);
    const token = await signIn(ctx.app, telefon);
    const stats = await get(ctx.app, token, '/api/crm/dashboard/stats/');
    assert.ok((stats.json() as { toplam_musteri: number }).toplam_musteri > 0, 'demo leads are seeded');
  });
});

withApps('CRM outside demo mode', {}, (ctx) => {
  it('has no demo hint', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/crm/auth/demo-hint/' })).statusCode, 404);
  });
});
