import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { CustomerDetail } from '@kredi/contracts/crm';
import {
  adminAuditEvents,
  callbackRequests,
  contactRequests,
  crmAuditEvents,
  customerFollowUps,
  customers,
  kvkkConsents,
  phoneVerifications,
  smsOutbox,
  users,
} from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, get, post, signIn } from './helpers.js';

const PERSON_PHONE = '5327654321';

withApps('CRM KVKK article 11 requests', {}, (ctx) => {
  let token = '';
  let firstId = 0;
  let secondId = 0;
  let bystanderId = 0;

  before(async () => {
    // Erase is for leaders ('yönetici' and 'admin'); who else may not is tested with the other role rules.
    await addStaff(ctx.db, undefined, undefined, 'yönetici');
    token = await signIn(ctx.app);
    firstId = (await addLead(ctx.db, { fullName: 'Gizem Şen', phone: PERSON_PHONE, tc: '10000000146', city: 'Muğla' })).id;
    secondId = (await addLead(ctx.db, { fullName: 'Gizem Şen', phone: PERSON_PHONE, city: 'Muğla' })).id;
    bystanderId = (await addLead(ctx.db, { fullName: 'Başka Kişi' })).id;
    await post(ctx.app, token, `/api/crm/musteriler/${firstId}/takipler/create/`, {
      notlar: 'Gizem Hanım aradı, eşinin adı Ayşe.',
      yeni_durum: 'cevap_vermedi',
    });
    await post(ctx.app, token, `/api/crm/musteriler/${bystanderId}/takipler/create/`, { notlar: 'Kalmalı' });
    await ctx.db.insert(smsOutbox).values({ phone: PERSON_PHONE, message: 'Kolay Kredi doğrulama kodunuz: 1234.' });
    await ctx.db.insert(callbackRequests).values([{ phoneNumber: '0532 765 43 21' }, { phoneNumber: '0555 000 00 00' }]);
    await ctx.db.insert(contactRequests).values({ name: 'Gizem', email: 'g@x.tr', phone: '+90 532 765 4321', subject: 's', message: 'm' });
  });

  it('exports everything about the person as a JSON file and records it', async () => {
    const response = await get(ctx.app, token, `/api/crm/musteriler/${firstId}/kvkk/export/`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), new RegExp(`kvkk-musteri-${firstId}\\.json`));
    const document = response.json() as Record<string, unknown[]>;
    assert.deepEqual((document.musteri_kayitlari as CustomerDetail[]).map((c) => c.id).sort(), [firstId, secondId].sort());
    assert.equal(document.kvkk_onaylari!.length, 2);
    assert.equal(document.takip_notlari!.length, 1);
    assert.equal(document.sms_mesajlari!.length, 1);
    assert.equal(document.sms_dogrulama_kayitlari!.length, 2);
    assert.equal(document.geri_arama_talepleri!.length, 1);
    assert.equal(document.iletisim_talepleri!.length, 1);
    assert.ok(!JSON.stringify(document).includes('codeHash'), 'no code hashes leave');
    const [event] = await ctx.db.select().from(crmAuditEvents).where(eq(crmAuditEvents.action, 'kvkk_export'));
    assert.equal(event!.customerId, firstId);
    assert.equal(event!.staffName, 'Test Personel');
  });

  it('needs an explicit confirmation to erase', async () => {
    assertTurkish(await post(ctx.app, token, `/api/crm/musteriler/${firstId}/kvkk/erase/`, {}), 400);
    assertTurkish(await post(ctx.app, token, `/api/crm/musteriler/${firstId}/kvkk/erase/`, { onay: false }), 400);
  });

  it('erases the person everywhere, keeps what docs/crm.md lists, and records it once', async () => {
    const response = await post(ctx.app, token, `/api/crm/musteriler/${firstId}/kvkk/erase/`, { onay: true });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as { musteri_sayisi: number }).musteri_sayisi, 2);

    for (const id of [firstId, secondId]) {
      const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id));
      assert.equal(row!.fullName, 'Anonim Müşteri');
      assert.deepEqual(
        [row!.name, row!.surname, row!.phone, row!.tc, row!.ip, row!.searchText, row!.birthDate],
        ['', '', '', '', '', '', null],
      );
      assert.ok(row!.anonymizedAt);
      assert.equal(row!.city, 'Muğla', 'anonymous statistics stay');
    }
    const [followUp] = await ctx.db.select().from(customerFollowUps).where(eq(customerFollowUps.customerId, firstId));
    assert.equal(followUp!.note, '');
    assert.equal(followUp!.toStage, 'cevap_vermedi', 'who changed which stage when stays');
    const consents = await ctx.db.select().from(kvkkConsents).where(eq(kvkkConsents.customerId, firstId));
    assert.equal(consents[0]!.phone, '');
    assert.ok(consents[0]!.noticeVersion);
    assert.equal((await ctx.db.select().from(users).where(eq(users.phone, PERSON_PHONE))).length, 0);
    assert.equal((await ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, PERSON_PHONE))).length, 0);
    assert.equal((await ctx.db.select().from(smsOutbox).where(eq(smsOutbox.phone, PERSON_PHONE))).length, 0);
    assert.deepEqual(
      (await ctx.db.select().from(callbackRequests)).map((r) => r.phoneNumber),
      ['0555 000 00 00'],
    );
    assert.equal((await ctx.db.select().from(contactRequests)).length, 0);

    const [bystander] = await ctx.db.select().from(customers).where(eq(customers.id, bystanderId));
    assert.equal(bystander!.fullName, 'Başka Kişi');
    const search = await get(ctx.app, token, '/api/crm/musteriler/?search=gizem');
    assert.deepEqual((search.json() as { results: unknown[] }).results, []);

    assertTurkish(await post(ctx.app, token, `/api/crm/musteriler/${secondId}/kvkk/erase/`, { onay: true }), 409);
    const events = await ctx.db.select().from(crmAuditEvents).where(eq(crmAuditEvents.action, 'kvkk_erase'));
    assert.equal(events.length, 1);
    assert.ok(!JSON.stringify(events[0]!.details).includes('Gizem'), 'the audit trail holds no personal data');
    assertTurkish(await post(ctx.app, token, '/api/crm/musteriler/999999/kvkk/erase/', { onay: true }), 404);
  });

  it("touches only the one person's rows when a corrected phone now belongs to somebody else", async () => {
    const edited = await addLead(ctx.db, { fullName: 'Düzeltilen Kişi', phone: '5461110001' });
    const editBody = {
      name: 'Düzeltilen',
      surname: 'Kişi',
      phone: '5461110002',
      city: 'Antalya',
      age: 39,
      sgk_status: 1,
      legal_followup: 0,
      last_credit_usage: 7,
      current_account_limit: 999000,
      monthly_credit_payment: 9999,
      last_3_months_credit_applications: 1,
    };
    const saved = await post(ctx.app, token, `/api/crm/musteriler/${edited.id}/update/`, editBody);
    assert.equal(saved.statusCode, 200, saved.body);
    // The corrected number reaches a new lead of another person (a number passed on), with their own request and SMS.
    const other = await addLead(ctx.db, { fullName: 'Numaranın Yeni Sahibi', phone: '5461110002' });
    await ctx.db.insert(smsOutbox).values({ phone: '5461110002', message: 'Kolay Kredi doğrulama kodunuz: 4321.' });
    await ctx.db.insert(callbackRequests).values({ phoneNumber: '0546 111 00 02' });

    const exported = (await get(ctx.app, token, `/api/crm/musteriler/${edited.id}/kvkk/export/`)).json() as Record<string, unknown[]>;
    assert.deepEqual(
      (exported.musteri_kayitlari as CustomerDetail[]).map((c) => c.id),
      [edited.id],
    );
    assert.deepEqual([exported.sms_mesajlari!.length, exported.geri_arama_talepleri!.length], [0, 0]);
    assert.doesNotMatch(JSON.stringify(exported), /Yeni Sahibi|4321/);

    assert.equal((await post(ctx.app, token, `/api/crm/musteriler/${other.id}/kvkk/erase/`, { onay: true })).statusCode, 200);
    const [kept] = await ctx.db.select().from(customers).where(eq(customers.id, edited.id));
    assert.equal(kept!.fullName, 'Düzeltilen Kişi', "the other file's erase leaves this one alone");
    const audits = await ctx.db
      .select()
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.entity, 'customer'), eq(adminAuditEvents.entityId, edited.id), eq(adminAuditEvents.action, 'update')));
    assert.equal(audits.length, 1);
    assert.doesNotMatch(JSON.stringify(audits), /5461110002/, "the erased person's phone leaves the other file's audit");
    assert.deepEqual([audits[0]!.before!.phone, audits[0]!.after!.phone], ['5461110001', 'KVKK ile silindi']);
  });
});
