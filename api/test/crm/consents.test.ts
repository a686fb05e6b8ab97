import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LeadConsentsResponse } from '@kredi/contracts/common';
import type { TimelineResponse } from '@kredi/contracts/crm';
import { KVKK_NOTICE_VERSION } from '@kredi/contracts/users';
import { crmAuditEvents, leadConsents } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { registerAndVerify, submit, submitBody } from '../users/helpers.js';
import { addStaff, assertTurkish, get, post, signIn } from './helpers.js';

const PHONE = '5327001122';
const QUIET_PHONE = '5427001133';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

withApps('Consent records of leads and the commercial-message opt-in', {}, (ctx) => {
  let token = '';
  let customerId = 0;
  let quietId = 0;

  before(async () => {
    // A leader: the same file is erased at the end (erase is for leaders).
    await addStaff(ctx.db, undefined, undefined, 'yönetici');
    token = await signIn(ctx.app);
    const proof = await registerAndVerify(ctx.app, PHONE);
    const created = await submit(ctx.app, submitBody(proof, { phone: PHONE, ticari_ileti_sms: true }));
    assert.equal(created.statusCode, 200, created.body);
    customerId = created.json().customer_id;
    const callMe = await submit(ctx.app, { phone: PHONE, verification_proof: proof, callme: true });
    assert.equal(callMe.statusCode, 200, callMe.body);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback-request/',
      payload: { phone_number: '0532 700 11 22', ticari_ileti_arama: true },
    });
    assert.equal(json.statusCode, 201, json.body);
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback-request/form/',
      headers: FORM,
      payload: 'phone_number=05327001122&sayfa=%2F&ticari_ileti_sms=on',
    });
    assert.equal(form.statusCode, 303);
    const stranger = await ctx.app.inject({ method: 'POST', url: '/api/callback-request/', payload: { phone_number: '05427001144' } });
    assert.equal(stranger.statusCode, 201, stranger.body);
    const quietProof = await registerAndVerify(ctx.app, QUIET_PHONE);
    const quiet = await submit(ctx.app, submitBody(quietProof, { phone: QUIET_PHONE }));
    assert.equal(quiet.statusCode, 200, quiet.body);
    quietId = quiet.json().customer_id;
  });

  const consentsOf = async (id: number) => {
    const response = await get(ctx.app, token, `/api/crm/musteriler/${id}/onaylar/`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as LeadConsentsResponse;
  };
  const withdraw = (id: number) => post(ctx.app, token, `/api/crm/musteriler/${id}/onaylar/ticari-ileti/geri-al/`, {});

  it('keeps the notice version, the time, the phone and the channel of every lead, with the opt-in as ticked', async () => {
    const { results, ticari_izin_var } = await consentsOf(customerId);
    assert.equal(ticari_izin_var, true);
    const rows = results.map((r) => [r.kanal, r.telefon, r.telefon_dogrulandi, r.ticari_sms, r.ticari_arama, r.aydinlatma_surumu]);
    assert.deepEqual(rows.sort(), [
      ['callback', '5327001122', false, false, true, KVKK_NOTICE_VERSION],
      ['callback', '5327001122', false, true, false, KVKK_NOTICE_VERSION],
      ['callme', PHONE, true, false, false, KVKK_NOTICE_VERSION],
      ['form', PHONE, true, true, false, KVKK_NOTICE_VERSION],
    ]);
    for (const r of results) assert.ok(!Number.isNaN(Date.parse(r.zaman)) && r.geri_alinma_zamani === null);
  });

  it('stores no opt-in that was not ticked, and refuses one that is not a boolean in Turkish', async () => {
    const { results, ticari_izin_var } = await consentsOf(quietId);
    assert.deepEqual(
      results.map((r) => [r.kanal, r.ticari_sms, r.ticari_arama]),
      [['form', false, false]],
    );
    assert.equal(ticari_izin_var, false);
    assertTurkish(await withdraw(quietId), 409);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/callback-request/',
      payload: { phone_number: '05427001155', ticari_ileti_sms: 'evet' },
    });
    assertTurkish(bad, 400);
    assert.equal(bad.json().message, 'Ticari ileti tercihi true ya da false olmalıdır.');
  });

  it('withdraws every standing opt-in in one click, once, on the timeline and in both audit records', async () => {
    const response = await withdraw(customerId);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'Ticari ileti izni geri alındı.', geri_alinan: 3 });
    const { results, ticari_izin_var } = await consentsOf(customerId);
    assert.equal(ticari_izin_var, false);
    const marked = results.filter((r) => r.geri_alinma_zamani !== null);
    assert.equal(marked.length, 3);
    assert.ok(marked.every((r) => r.geri_alan === 'Test Personel'));
    // The opt-ins stay as given (a record of what was agreed); the withdrawal is its own fact.
    assert.equal(results.filter((r) => r.ticari_sms || r.ticari_arama).length, 3);
    assertTurkish(await withdraw(customerId), 409);

    const timeline = (await get(ctx.app, token, `/api/crm/musteriler/${customerId}/zaman-cizelgesi/`)).json() as TimelineResponse;
    const events = timeline.results.filter((e) => e.tur === 'ticari_izin_geri_alindi');
    assert.deepEqual(
      events.map((e) => e.kim),
      ['Test Personel'],
    );
    const audits = await ctx.db.select().from(crmAuditEvents).where(eq(crmAuditEvents.action, 'marketing_optout'));
    assert.equal(audits.length, 1);
    assert.equal(JSON.stringify(audits[0]!.details).includes(PHONE), false, 'ids only, never the number');
  });

  describe('errors', () => {
    it('answers 404 for an unknown customer and 401 without a session, in Turkish', async () => {
      assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/999999/onaylar/'), 404);
      assertTurkish(await withdraw(999999), 404);
      assertTurkish(await ctx.app.inject({ method: 'GET', url: `/api/crm/musteriler/${customerId}/onaylar/` }), 401);
    });
  });

  it('leaves no phone behind after a KVKK erase: the records keep their version, time and channel', async () => {
    const erased = await post(ctx.app, token, `/api/crm/musteriler/${customerId}/kvkk/erase/`, { onay: true });
    assert.equal(erased.statusCode, 200, erased.body);
    const { results } = await consentsOf(customerId);
    // The callback requests with the number are deleted by the erase, and their records with them.
    assert.deepEqual(results.map((r) => [r.kanal, r.telefon, r.aydinlatma_surumu]).sort(), [
      ['callme', '', KVKK_NOTICE_VERSION],
      ['form', '', KVKK_NOTICE_VERSION],
    ]);
    assert.equal((await ctx.db.select().from(leadConsents).where(eq(leadConsents.channel, 'callback'))).length, 1, 'the stranger');
  });
});
