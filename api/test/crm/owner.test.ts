import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AdminAuditPage } from '@kredi/contracts/admin';
import type { CustomerListResponse, StaffOptionsResponse, TimelineResponse } from '@kredi/contracts/crm';
import { customerFollowUps, customers, staff } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, get, OTHER_STAFF_PHONE, post, signIn, STAFF_PHONE } from './helpers.js';

const MANAGER_PHONE = '05331112299';
const ADMIN_PHONE = '05341112299';

withApps('CRM owner: assignment, owner filters, bulk actions', {}, (ctx) => {
  let personel = '';
  let manager = '';
  let admin = '';
  let personelId = 0;
  let otherId = 0;
  before(async () => {
    personelId = await addStaff(ctx.db, STAFF_PHONE, 'Pelin Personel');
    otherId = await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Orhan Diğer');
    const managerId = await addStaff(ctx.db, MANAGER_PHONE, 'Yasemin Yönetici');
    const adminId = await addStaff(ctx.db, ADMIN_PHONE, 'Ali Admin');
    await ctx.db.update(staff).set({ role: 'yönetici' }).where(eq(staff.id, managerId));
    await ctx.db.update(staff).set({ role: 'admin' }).where(eq(staff.id, adminId));
    personel = await signIn(ctx.app, STAFF_PHONE);
    manager = await signIn(ctx.app, MANAGER_PHONE);
    admin = await signIn(ctx.app, ADMIN_PHONE);
  });

  const list = async (token: string, query: string) => {
    const response = await get(ctx.app, token, `/api/crm/musteriler/${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as CustomerListResponse).results;
  };
  const customerAudit = async () => {
    const response = await get(ctx.app, admin, '/api/admin/audit/?entity=customer');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AdminAuditPage).results;
  };

  it('lists the active staff to assign to, and each member sets their own on-duty switch', async () => {
    const on = await post(ctx.app, personel, '/api/crm/personel/gorev/', { gorevde: true });
    assert.equal(on.statusCode, 200, on.body);
    const { results } = (await get(ctx.app, personel, '/api/crm/personel/')).json() as StaffOptionsResponse;
    const mine = new Set(['Ali Admin', 'Orhan Diğer', 'Pelin Personel', 'Yasemin Yönetici']);
    assert.deepEqual(
      results.filter((s) => mine.has(s.ad_soyad)).map((s) => [s.ad_soyad, s.rol, s.gorevde]),
      [
        ['Ali Admin', 'admin', false],
        ['Orhan Diğer', 'personel', false],
        ['Pelin Personel', 'personel', true],
        ['Yasemin Yönetici', 'yönetici', false],
      ],
    );
    // The admin area's password-only account never signs in to the CRM: nobody can be given a customer through it.
    const [passwordOnly] = await ctx.db
      .insert(staff)
      .values({ fullName: 'Şifreli Hesap', username: 'sifreli-hesap', passwordHash: 'x', role: 'admin' })
      .returning({ id: staff.id });
    const listed = (await get(ctx.app, personel, '/api/crm/personel/')).json() as StaffOptionsResponse;
    assert.ok(!listed.results.some((s) => s.id === passwordOnly!.id));
    const lead = await addLead(ctx.db);
    assertTurkish(await post(ctx.app, personel, `/api/crm/musteriler/${lead.id}/ata/`, { personel_id: passwordOnly!.id }), 400);
    assertTurkish(await post(ctx.app, personel, '/api/crm/personel/gorev/', { gorevde: 'evet' }), 400);
    await post(ctx.app, personel, '/api/crm/personel/gorev/', { gorevde: false });
  });

  it("assigns one customer from its file (any CRM role), filters 'bana' and 'atanmamis', and audits who changed what", async () => {
    const lead = await addLead(ctx.db, { fullName: 'Atama Deneme' });
    const assigned = await post(ctx.app, personel, `/api/crm/musteriler/${lead.id}/ata/`, { personel_id: personelId });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.equal(assigned.json().message, 'Müşteri atandı.');
    assert.deepEqual(
      (await list(personel, '?atanan=bana')).map((c) => [c.id, c.atanan_personel_id]),
      [[lead.id, personelId]],
    );
    assert.equal((await list(manager, '?atanan=bana')).length, 0, "'bana' is the signed-in member's own");
    assert.ok(!(await list(personel, '?atanan=atanmamis&limit=100')).some((c) => c.id === lead.id));
    const count = (await get(ctx.app, personel, '/api/crm/musteriler/sayi/?atanan=bana')).json() as { toplam: number };
    assert.equal(count.toplam, 1);

    assert.equal((await post(ctx.app, personel, `/api/crm/musteriler/${lead.id}/ata/`, { personel_id: otherId })).statusCode, 200);
    // The lead is Orhan's now: only a leader moves it again (docs/crm.md 'Roles per action').
    assert.equal(
      (await post(ctx.app, manager, `/api/crm/musteriler/${lead.id}/ata/`, { personel_id: null })).json().message,
      'Müşterinin ataması kaldırıldı.',
    );
    assert.ok((await list(personel, '?atanan=atanmamis&limit=100')).some((c) => c.id === lead.id));

    const events = (await customerAudit()).filter((e) => e.entity_id === lead.id);
    assert.deepEqual(
      events.map((e) => [e.action, e.admin, e.label, e.changes.map((c) => [c.field, c.before, c.after])]),
      [
        ['assign', 'Yasemin Yönetici', `Müşteri #${lead.id}`, [['atanan_personel', 'Orhan Diğer', null]]],
        ['assign', 'Pelin Personel', `Müşteri #${lead.id}`, [['atanan_personel', 'Pelin Personel', 'Orhan Diğer']]],
        ['assign', 'Pelin Personel', `Müşteri #${lead.id}`, [['atanan_personel', null, 'Pelin Personel']]],
      ],
    );
    const timeline = (await get(ctx.app, personel, `/api/crm/musteriler/${lead.id}/zaman-cizelgesi/`)).json() as TimelineResponse;
    assert.deepEqual(
      timeline.results.filter((e) => e.tur === 'atama').map((e) => [e.kim, e.ayrinti]),
      [
        ['Yasemin Yönetici', 'Orhan Diğer → Atanmamış'],
        ['Pelin Personel', 'Pelin Personel → Orhan Diğer'],
        ['Pelin Personel', 'Atanmamış → Pelin Personel'],
      ],
    );
  });

  it('refuses bad assignments in Turkish and changes nothing', async () => {
    const lead = await addLead(ctx.db);
    assertTurkish(await post(ctx.app, personel, `/api/crm/musteriler/${lead.id}/ata/`, { personel_id: 'Ayşe' }), 400);
    assertTurkish(await post(ctx.app, personel, `/api/crm/musteriler/${lead.id}/ata/`, { personel_id: 999_999 }), 400);
    assertTurkish(await post(ctx.app, personel, '/api/crm/musteriler/999999/ata/', { personel_id: personelId }), 404);
    assertTurkish(await get(ctx.app, personel, '/api/crm/musteriler/?atanan=herkes'), 400);
    await ctx.db.update(staff).set({ isActive: false }).where(eq(staff.id, otherId));
    assertTurkish(await post(ctx.app, personel, `/api/crm/musteriler/${lead.id}/ata/`, { personel_id: otherId }), 400);
    await ctx.db.update(staff).set({ isActive: true }).where(eq(staff.id, otherId));
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, lead.id));
    assert.equal(row!.assignedStaffId, null);
  });

  it("assigns in bulk in one request for 'yönetici' and 'admin' only, all or nothing, one audit event per changed row", async () => {
    const leads = await Promise.all([1, 2, 3].map(() => addLead(ctx.db)));
    const ids = leads.map((l) => l.id);
    assert.equal((await post(ctx.app, personel, '/api/crm/musteriler/toplu/ata/', { ids, personel_id: otherId })).statusCode, 403);
    assertTurkish(await post(ctx.app, manager, '/api/crm/musteriler/toplu/ata/', { ids: [...ids, 999_999], personel_id: otherId }), 404);
    assertTurkish(await post(ctx.app, manager, '/api/crm/musteriler/toplu/ata/', { ids: [], personel_id: otherId }), 400);
    assertTurkish(await post(ctx.app, manager, '/api/crm/musteriler/toplu/ata/', { ids: [ids[0], ids[0]], personel_id: otherId }), 400);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    assertTurkish(await post(ctx.app, manager, '/api/crm/musteriler/toplu/ata/', { ids: tooMany, personel_id: otherId }), 400);
    assert.equal((await customerAudit()).filter((e) => ids.includes(e.entity_id!)).length, 0, 'a refused request writes nothing');

    await post(ctx.app, admin, `/api/crm/musteriler/${ids[0]}/ata/`, { personel_id: otherId });
    const bulk = await post(ctx.app, manager, '/api/crm/musteriler/toplu/ata/', { ids, personel_id: otherId });
    assert.equal(bulk.statusCode, 200, bulk.body);
    assert.deepEqual([bulk.json().degisen, bulk.json().message], [2, '2 müşteri atandı.']);
    const rows = await ctx.db.select().from(customers).where(eq(customers.assignedStaffId, otherId));
    assert.ok(ids.every((id) => rows.some((r) => r.id === id)));
    const bulkEvents = (await customerAudit()).filter((e) => ids.includes(e.entity_id!) && e.admin === 'Yasemin Yönetici');
    assert.equal(bulkEvents.length, 2);
    assert.ok(bulkEvents.every((e) => e.changes.some((c) => c.field === 'toplu' && c.after === '3')));
    assert.equal((await post(ctx.app, admin, '/api/crm/musteriler/toplu/ata/', { ids, personel_id: null })).json().degisen, 3);
  });

  it('changes the stage of many customers in one request (every CRM role): a follow-up and an audit event per row', async () => {
    const leads = await Promise.all(
      [1, 2].map(() => addLead(ctx.db, { crmStage: 'aranacak', nextContactAt: new Date('2030-01-02T09:00:00Z') })),
    );
    const ids = leads.map((l) => l.id);
    assertTurkish(await post(ctx.app, personel, '/api/crm/musteriler/toplu/durum/', { ids, durum: 'yok_boyle_durum' }), 400);
    const response = await post(ctx.app, personel, '/api/crm/musteriler/toplu/durum/', { ids, durum: 'subeye_gelecek' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, '2 müşterinin durumu değiştirildi.');
    for (const id of ids) {
      const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id));
      assert.equal(row!.crmStage, 'subeye_gelecek');
      assert.equal(row!.nextContactAt?.toISOString(), '2030-01-02T09:00:00.000Z', 'the next contact stays');
      const followUps = await ctx.db.select().from(customerFollowUps).where(eq(customerFollowUps.customerId, id));
      assert.deepEqual(
        followUps.map((f) => [f.staffName, f.fromStage, f.toStage]),
        [['Pelin Personel', 'aranacak', 'subeye_gelecek']],
      );
    }
    const events = (await customerAudit()).filter((e) => ids.includes(e.entity_id!));
    assert.deepEqual(
      events.map((e) => [e.action, e.changes.find((c) => c.field === 'durum')]),
      ids.map(() => ['stage', { field: 'durum', before: 'Aranacak', after: 'Şubeye Gelecek' }]),
    );
    const timeline = (await get(ctx.app, personel, `/api/crm/musteriler/${ids[0]}/zaman-cizelgesi/`)).json() as TimelineResponse;
    assert.equal(timeline.results[0]!.tur, 'durum');
  });
});
