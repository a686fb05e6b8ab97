import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AdminAuditPage } from '@kredi/contracts/admin';
import type { CustomerDetail, CustomerListResponse, RequestToCustomerResponse, TimelineResponse } from '@kredi/contracts/crm';
import { adminAuditEvents, callbackRequests, customers, staff } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { registerAndVerify, submit, submitBody } from '../users/helpers.js';
import { addLead, addStaff, assertTurkish, get, OTHER_STAFF_PHONE, post, signIn, STAFF_PHONE } from './helpers.js';

const ADMIN_PHONE = '05341112298';

const editBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ayşe',
  surname: 'Kaya',
  phone: '5339998877',
  city: 'İzmir',
  age: 27,
  sgk_status: 2,
  legal_followup: 0,
  last_credit_usage: 1,
  current_account_limit: 999000,
  monthly_credit_payment: 9999,
  last_3_months_credit_applications: 1,
  ...overrides,
});

withApps('CRM customer edit, round robin and the audit list', {}, (ctx) => {
  let token = '';
  let admin = '';
  before(async () => {
    await addStaff(ctx.db, STAFF_PHONE, 'Pelin Personel');
    const adminId = await addStaff(ctx.db, ADMIN_PHONE, 'Ali Admin');
    await ctx.db.update(staff).set({ role: 'admin' }).where(eq(staff.id, adminId));
    token = await signIn(ctx.app, STAFF_PHONE);
    admin = await signIn(ctx.app, ADMIN_PHONE);
  });
  const edit = (id: number, body: Record<string, unknown>) => post(ctx.app, token, `/api/crm/musteriler/${id}/update/`, body);
  const auditOf = async (id: number) => {
    const response = await get(ctx.app, admin, '/api/admin/audit/?entity=customer');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AdminAuditPage).results.filter((e) => e.entity_id === id);
  };

  it("refuses what the public form refuses, with the form's Turkish texts per field, and changes nothing", async () => {
    const lead = await addLead(ctx.db, { fullName: 'Eski Ad' });
    const bad = await edit(lead.id, editBody({ name: 'A1', phone: '1234567890', city: 'Atlantis', age: 30 }));
    assertTurkish(bad, 400);
    const { errors } = bad.json() as { errors: Record<string, string> };
    assert.deepEqual(errors, {
      name: 'Lütfen geçerli bir ad giriniz.',
      phone: 'Lütfen geçerli bir telefon numarası giriniz.',
      city: 'Lütfen müşterinin yaşadığı şehri seçiniz.',
      age: 'Lütfen müşterinin yaş aralığını seçiniz.',
    });
    assertTurkish(await edit(lead.id, editBody({ age: 'otuz' })), 400);
    assertTurkish(await edit(lead.id, { name: 'Ayşe' }), 400);
    assertTurkish(await edit(999_999, editBody()), 404);
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, lead.id));
    assert.equal(row!.fullName, 'Eski Ad');
    assert.equal((await auditOf(lead.id)).length, 0);
  });

  it('stores the correction (search finds the new name), audits before and after, shows it on the timeline', async () => {
    const lead = await addLead(ctx.db, { fullName: 'Ayse Yilmaz', city: 'Antalya', age: 39 });
    const response = await edit(lead.id, editBody({ name: '  Ayşe ' }));
    assert.equal(response.statusCode, 200, response.body);
    const musteri = response.json().musteri as CustomerDetail;
    assert.deepEqual([musteri.full_name, musteri.phone, musteri.city, musteri.age], ['Ayşe Kaya', '5339998877', 'İzmir', 27]);
    const found = (await get(ctx.app, token, '/api/crm/musteriler/?search=kaya izmir')).json() as CustomerListResponse;
    assert.deepEqual(
      found.results.map((c) => c.id),
      [lead.id],
    );

    const [event] = await auditOf(lead.id);
    assert.equal(event!.action, 'update');
    assert.equal(event!.admin, 'Pelin Personel');
    assert.deepEqual(
      event!.changes.map((c) => [c.field, c.before, c.after]),
      [
        ['name', 'Ayse', 'Ayşe'],
        ['phone', lead.phone, '5339998877'],
        ['surname', 'Yilmaz', 'Kaya'],
        ['city', 'Antalya', 'İzmir'],
        ['age', '39', '27'],
        ['sgk_status', '1', '2'],
        ['last_credit_usage', '7', '1'],
      ],
    );
    const timeline = (await get(ctx.app, token, `/api/crm/musteriler/${lead.id}/zaman-cizelgesi/`)).json() as TimelineResponse;
    assert.equal(timeline.results[0]!.tur, 'duzenleme');
    assert.equal(timeline.results[0]!.kim, 'Pelin Personel');
    assert.equal(
      timeline.results[0]!.ayrinti,
      'Düzeltilen alanlar: Ad, Soyad, Telefon, Şehir, Yaş aralığı, SGK durumu, Son kredi kullanımı',
    );
    assert.equal((await edit(lead.id, editBody())).statusCode, 200);
    assert.equal((await auditOf(lead.id)).length, 1, 'an edit that changes nothing is not an event');
  });

  it("refuses a phone another person's file holds, with that file's number, and takes the phone as staff write it", async () => {
    const owner = await addLead(ctx.db, { fullName: 'Telefon Sahibi', phone: '5339876500' });
    const other = await addLead(ctx.db, { fullName: 'Başka Müşteri' });
    const taken = await edit(other.id, editBody({ phone: '0533 987 65 00' }));
    assertTurkish(taken, 409);
    const message = `Bu telefon #${owner.id} numaralı müşteride kayıtlı.`;
    assert.deepEqual(taken.json(), { message, errors: { phone: message } });
    const [unchanged] = await ctx.db.select().from(customers).where(eq(customers.id, other.id));
    assert.equal(unchanged!.phone, other.phone);
    assert.equal((await auditOf(other.id)).length, 0, 'a refused edit is not an event');

    // A second file of the same person (the same verified user) may take it back.
    const repeat = await addLead(ctx.db, { fullName: 'Telefon Sahibi', phone: '5339876500' });
    assert.equal((await edit(repeat.id, editBody({ phone: '5339876501' }))).statusCode, 200);
    assert.equal((await edit(repeat.id, editBody({ phone: '5339876500' }))).statusCode, 200);
    const written = await edit(other.id, editBody({ phone: '+90 533 987 65 42' }));
    assert.equal(written.statusCode, 200, written.body);
    assert.equal((written.json().musteri as CustomerDetail).phone, '5339876542');
  });

  it('puts KVKK export and erase in the audit list; the erase clears the values of earlier edits and refuses new ones', async () => {
    const lead = await addLead(ctx.db, { fullName: 'Silinecek Kişi' });
    assert.equal((await edit(lead.id, editBody({ name: 'Silinecek', surname: 'Kisi', phone: '5339998866' }))).statusCode, 200);
    assert.equal((await get(ctx.app, token, `/api/crm/musteriler/${lead.id}/kvkk/export/`)).statusCode, 200);
    assert.equal((await post(ctx.app, admin, `/api/crm/musteriler/${lead.id}/kvkk/erase/`, { onay: true })).statusCode, 200);
    const events = await auditOf(lead.id);
    assert.deepEqual(
      events.map((e) => e.action),
      ['kvkk_erase', 'kvkk_export', 'update'],
    );
    const stored = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, lead.id));
    assert.doesNotMatch(JSON.stringify(stored), /Silinecek|Kisi|5339998866|İzmir/, 'no personal data left in the audit rows');
    assert.deepEqual(
      events.at(-1)!.changes.map((c) => c.after),
      events.at(-1)!.changes.map(() => 'KVKK ile silindi'),
    );
    assertTurkish(await edit(lead.id, editBody()), 409);
  });

  it("assigns new leads in turn to active 'personel' on duty, and leaves them unassigned when nobody is", async () => {
    const submitLead = async (phone: string) => {
      const proof = await registerAndVerify(ctx.app, phone, `203.0.113.${phone.slice(-2)}`);
      const response = await submit(ctx.app, submitBody(proof, { phone }));
      assert.equal(response.statusCode, 200, response.body);
      const [row] = await ctx.db
        .select()
        .from(customers)
        .where(eq(customers.id, response.json().customer_id as number));
      return row!.assignedStaffId;
    };
    assert.equal(await submitLead('5351000001'), null, 'nobody on duty');
    const a = await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Ahmet Sıra');
    const b = await addStaff(ctx.db, '05361112299', 'Banu Sıra');
    const offDuty = await addStaff(ctx.db, '05371112299', 'Cem Görevde Değil');
    const inactive = await addStaff(ctx.db, '05381112299', 'Deniz Pasif');
    await ctx.db.update(staff).set({ onDuty: true }).where(eq(staff.id, a));
    await ctx.db.update(staff).set({ onDuty: true }).where(eq(staff.id, b));
    await ctx.db.update(staff).set({ onDuty: true, isActive: false }).where(eq(staff.id, inactive));
    await ctx.db.update(staff).set({ onDuty: true, role: 'admin' }).where(eq(staff.phone, ADMIN_PHONE));
    const owners = [];
    for (const phone of ['5351000002', '5351000003', '5351000004', '5351000005']) owners.push(await submitLead(phone));
    assert.deepEqual(owners, [a, b, a, b]);
    assert.ok(!owners.includes(offDuty));
    // 'Müşteri Oluştur' on a request takes the next turn of the same queue, and the form's next lead the one after.
    const [request] = await ctx.db.insert(callbackRequests).values({ phoneNumber: '0535 100 00 06' }).returning();
    const created = await post(ctx.app, token, `/api/crm/geri-arama-talepleri/${request!.id}/musteri/`, { ad: 'Talep', soyad: 'Sahibi' });
    assert.equal(created.statusCode, 201, created.body);
    const [fromRequest] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.id, (created.json() as RequestToCustomerResponse).musteri_id));
    assert.equal(fromRequest!.assignedStaffId, a);
    assert.equal(await submitLead('5351000007'), b);
  });
});
