import assert from 'node:assert/strict';
import { before, beforeEach, it } from 'node:test';
import type { CreateFollowUpResponse, DashboardStats, FollowUpListResponse } from '@kredi/contracts/crm';
import { callbackRequests, contactRequests, customers } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { manualClock } from '../users/helpers.js';
import { addLead, addStaff, assertTurkish, get, OTHER_STAFF_PHONE, post, signIn } from './helpers.js';

withApps('CRM follow-ups and counters', {}, (ctx) => {
  let token = '';
  let otherToken = '';
  // 2025-06-15 12:00 in Istanbul.
  const clock = manualClock(new Date('2025-06-15T09:00:00Z'));

  before(async () => {
    ctx.app.crmRuntime.now = clock.now;
    await addStaff(ctx.db);
    await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Öteki Personel');
    token = await signIn(ctx.app);
    otherToken = await signIn(ctx.app, OTHER_STAFF_PHONE);
  });

  beforeEach(async () => {
    await ctx.db.delete(customers);
    await ctx.db.delete(callbackRequests);
    await ctx.db.delete(contactRequests);
  });

  const create = (customerId: number, body: Record<string, unknown>, as = token) =>
    post(ctx.app, as, `/api/crm/musteriler/${customerId}/takipler/create/`, body);
  const history = async (customerId: number) =>
    ((await get(ctx.app, token, `/api/crm/musteriler/${customerId}/takipler/`)).json() as FollowUpListResponse).results;
  const stats = async () => (await get(ctx.app, token, '/api/crm/dashboard/stats/')).json() as DashboardStats;

  it('a new stage, note and next contact change the customer in the same write, and the history says who, when, from and to', async () => {
    const lead = await addLead(ctx.db);
    const response = await create(lead.id, {
      notlar: 'Arandı, şubeye gelecek.',
      yeni_durum: 'subeye_gelecek',
      sonraki_iletisim: '2025-06-16T10:30',
    });
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json() as CreateFollowUpResponse;
    assert.equal(body.musteri.crm_stage, 'subeye_gelecek');
    assert.equal(body.musteri.crm_note, 'Arandı, şubeye gelecek.');
    assert.equal(body.musteri.sonraki_iletisim, '2025-06-16T07:30:00.000Z');
    assert.equal(body.musteri.updated_at, clock.now().toISOString());
    assert.deepEqual(await history(lead.id), [
      {
        id: body.takip.id,
        personel_ad: 'Test Personel',
        olusturma_tarihi: clock.now().toISOString(),
        notlar: 'Arandı, şubeye gelecek.',
        eski_durum: 'aranacak',
        yeni_durum: 'subeye_gelecek',
        sonraki_iletisim: '2025-06-16T07:30:00.000Z',
      },
    ]);

    const noteOnly = (await create(lead.id, { notlar: 'Sadece not', yeni_durum: '' }, otherToken)).json() as CreateFollowUpResponse;
    assert.equal(noteOnly.musteri.crm_stage, 'subeye_gelecek', 'no stage chosen: the stage stays');
    assert.equal(noteOnly.takip.eski_durum, null);
    assert.equal(noteOnly.takip.personel_ad, 'Öteki Personel');
    assert.equal(noteOnly.musteri.sonraki_iletisim, null, 'a follow-up replaces the next contact');
  });

  it('refuses an empty follow-up, an unknown stage or date, and an unknown customer, in Turkish', async () => {
    const lead = await addLead(ctx.db);
    assertTurkish(await create(lead.id, {}), 400);
    assertTurkish(await create(lead.id, { notlar: '   ' }), 400);
    assertTurkish(await create(lead.id, { yeni_durum: 'kazandi' }), 400);
    assertTurkish(await create(lead.id, { notlar: 'x', sonraki_iletisim: '2025-02-30T10:00' }), 400);
    assertTurkish(await create(lead.id, { notlar: 'x'.repeat(2001) }), 400);
    assertTurkish(await create(999999, { notlar: 'x' }), 404);
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/999999/takipler/'), 404);
    assert.deepEqual(await history(lead.id), []);
  });

  it('two staff members writing at once lose nothing: both notes stay and the stages chain', async () => {
    const lead = await addLead(ctx.db);
    const stages = ['cevap_vermedi', 'dusuk_skor', 'istemiyor', 'subeye_gelecek', 'arandi_limit_begenmedi', 'cevap_vermedi'];
    const responses = await Promise.all(
      stages.map((stage, i) => create(lead.id, { notlar: `Not ${i}`, yeni_durum: stage }, i % 2 === 0 ? token : otherToken)),
    );
    for (const response of responses) assert.equal(response.statusCode, 201, response.body);
    const rows = await history(lead.id);
    assert.equal(rows.length, stages.length);
    assert.deepEqual(rows.map((r) => r.notlar).sort(), stages.map((_, i) => `Not ${i}`).sort());
    let expectedFrom = 'aranacak';
    for (const row of rows) {
      assert.equal(row.eski_durum, expectedFrom, 'each write saw the stage the previous one left');
      expectedFrom = row.yeni_durum!;
    }
    const detail = (await get(ctx.app, token, `/api/crm/musteriler/${lead.id}/`)).json() as { crm_stage: string };
    assert.equal(detail.crm_stage, rows[rows.length - 1]!.yeni_durum);
  });

  it('counts the seven counters from the data, on Istanbul days', async () => {
    const a = await addLead(ctx.db, { crmStage: 'aranacak' });
    const b = await addLead(ctx.db, { crmStage: 'aranacak' });
    const c = await addLead(ctx.db, { crmStage: 'subeye_gelecek' });
    await addLead(ctx.db, { crmStage: 'istemiyor' });
    // Today in Istanbul: 2025-06-15. 23:30 Istanbul is still today; 00:30 the next day is not.
    await create(a.id, { notlar: 'bugün', sonraki_iletisim: '2025-06-15T23:30' });
    await create(b.id, { notlar: 'gecikti', sonraki_iletisim: '2025-06-14T18:00' });
    await create(c.id, { notlar: 'yarın', sonraki_iletisim: '2025-06-16T00:30' });
    await ctx.db.insert(callbackRequests).values([{ phoneNumber: '1' }, { phoneNumber: '2', isContacted: true }, { phoneNumber: '3' }]);
    await ctx.db.insert(contactRequests).values([
      { name: 'a', email: 'a@x.tr', subject: 's', message: 'm' },
      { name: 'b', email: 'b@x.tr', subject: 's', message: 'm', isRead: true },
      { name: 'c', email: 'c@x.tr', subject: 's', message: 'm', isRead: true, isReplied: true },
    ]);
    const s = await stats();
    assert.deepEqual(
      [
        s.toplam_musteri,
        s.aranacak_musteri,
        s.subeye_gelecek_musteri,
        s.bugunku_hatirlatma,
        s.bekleyen_takip,
        s.bekleyen_geri_arama,
        s.bekleyen_iletisim,
      ],
      [4, 2, 1, 1, 1, 2, 2],
    );
    assert.equal(s.geri_arama_talepleri.length, 3);
    assert.equal(s.geri_arama_talepleri[2]!.is_contacted, true, 'open requests first');
    assert.equal(s.iletisim_talepleri.length, 3);

    clock.advance(24 * 60 * 60_000);
    token = await signIn(ctx.app); // the earlier session went idle overnight
    const tomorrow = await stats();
    assert.equal(tomorrow.bugunku_hatirlatma, 1, "tomorrow's reminder is today's now");
    assert.equal(tomorrow.bekleyen_takip, 2, "yesterday's reminder becomes pending");
  });
});
