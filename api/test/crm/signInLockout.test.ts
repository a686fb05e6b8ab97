import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { crmMessages } from '@kredi/contracts/crm';
import { smsOutbox, staffAuthCodes, staffCodeAttempts, staffSessions } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { manualClock } from '../users/helpers.js';
import { addStaff, assertTurkish, latestStaffCode, OTHER_STAFF_PHONE, sendCode, STAFF_PHONE, verifyCode } from './helpers.js';

const MINUTE = 60_000;
const OWNER_IP = '198.51.100.20';
const STRANGER_IP = '203.0.113.50';

/** A 6-digit code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** The owner asks for a code from their device: the code it received. */
async function ownerCode(ctx: { app: Parameters<typeof sendCode>[0] }, ip = OWNER_IP): Promise<string> {
  const sent = await sendCode(ctx.app, STAFF_PHONE, ip);
  assert.equal(sent.statusCode, 200, sent.body);
  return (await latestStaffCode(ctx.app))!;
}

withApps('CRM sign-in: strangers lock themselves out, never the owner', {}, (ctx) => {
  let clock = manualClock();

  beforeEach(async () => {
    clock = manualClock();
    ctx.app.crmRuntime.now = clock.now;
    await ctx.db.delete(staffSessions);
    await ctx.db.delete(staffCodeAttempts);
    await ctx.db.delete(staffAuthCodes);
    await ctx.db.delete(smsOutbox);
    await addStaff(ctx.db);
    await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Öteki Personel');
  });

  it("a stranger's wrong guesses from another IP never void the owner's code", async () => {
    const code = await ownerCode(ctx);
    for (let i = 0; i < 8; i += 1) assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, wrongFor(code), STRANGER_IP), 400);
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, code, OWNER_IP)).statusCode, 200);
  });

  it('refuses the guesser with a Turkish 429: 10 wrong codes per phone and IP, 20 per IP, for 15 minutes', async () => {
    const code = await ownerCode(ctx);
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await verifyCode(ctx.app, STAFF_PHONE, wrongFor(code), STRANGER_IP)).statusCode);
    assert.deepEqual(answers, [...Array<number>(10).fill(400), 429, 429]);
    const limited = await verifyCode(ctx.app, STAFF_PHONE, code, STRANGER_IP);
    assertTurkish(limited, 429);
    assert.equal(limited.json().message, crmMessages.tooManyWrongCodes, 'a limited client is refused before any code is compared');

    // The same IP on other phones: 10 more wrong tries, then every phone is refused.
    for (let i = 0; i < 10; i += 1) assertTurkish(await verifyCode(ctx.app, OTHER_STAFF_PHONE, '123456', STRANGER_IP), 400);
    assertTurkish(await verifyCode(ctx.app, OTHER_STAFF_PHONE, '123456', STRANGER_IP), 429);
    assertTurkish(await verifyCode(ctx.app, '05551234567', '123456', STRANGER_IP), 429);

    // The owner was never held back.
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, code, OWNER_IP)).statusCode, 200);
    clock.advance(16 * MINUTE);
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, '123456', STRANGER_IP), 400);
  });

  it('a sign-in forgives the wrong tries of its phone and IP before it', async () => {
    for (let i = 0; i < 9; i += 1) assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, '000000', OWNER_IP), 400);
    const code = await ownerCode(ctx);
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, code, OWNER_IP)).statusCode, 200);
    for (let i = 0; i < 5; i += 1) assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, '000000', OWNER_IP), 400);
  });

  it('three codes asked from three IPs and burnt by their requesters leave the owner free to ask for and use a new one', async () => {
    for (let i = 0; i < 3; i += 1) {
      const ip = `203.0.113.${60 + i}`;
      assert.equal((await sendCode(ctx.app, STAFF_PHONE, ip)).statusCode, 200);
      const theirs = (await latestStaffCode(ctx.app))!;
      for (let t = 0; t < 5; t += 1) assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, wrongFor(theirs), ip), 400);
    }
    const code = await ownerCode(ctx);
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, code, OWNER_IP)).statusCode, 200);
  });

  it('guessing spread over many IPs is bounded per phone, and the owner can always get a code of their own', async () => {
    // Strangers fill the phone's send limit, then guess from 3 IPs each: 30 tries in all.
    for (let i = 0; i < 3; i += 1) assert.equal((await sendCode(ctx.app, STAFF_PHONE, `203.0.113.${70 + i}`)).statusCode, 200);
    const newest = (await latestStaffCode(ctx.app))!;
    for (let i = 0; i < 30; i += 1) {
      assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, wrongFor(newest), `192.0.2.${Math.floor(i / 10)}`), 400);
    }
    // A 31st guesser from a fresh IP is refused before any code is compared, and so is a correct code from such a client.
    const fresh = await verifyCode(ctx.app, STAFF_PHONE, wrongFor(newest), '192.0.2.50');
    assertTurkish(fresh, 429);
    assert.equal(fresh.json().message, crmMessages.tooManyForeignWrongCodes);
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, newest, OWNER_IP), 429);
    // The owner's device asks for its own code (the send limit counts only its own codes now) and signs in.
    const code = await ownerCode(ctx);
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, code, OWNER_IP)).statusCode, 200);
    // A client that asked for a live code is a holder too: it is not refused, and its wrong tries still use up its code.
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, wrongFor(newest), '203.0.113.72'), 400);
  });

  it('only the requesting client uses up a code: 5 wrong tries from it kill the code, 5 from elsewhere do not', async () => {
    const code = await ownerCode(ctx);
    for (let i = 0; i < 5; i += 1) assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, wrongFor(code), STRANGER_IP), 400);
    const [stored] = await ctx.db.select().from(staffAuthCodes);
    assert.equal(stored!.attempts, 0);
    for (let i = 0; i < 5; i += 1) assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, wrongFor(code), OWNER_IP), 400);
    assertTurkish(await verifyCode(ctx.app, STAFF_PHONE, code, OWNER_IP), 400);
  });
});
