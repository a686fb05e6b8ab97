import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { AdminStaff } from '@kredi/contracts/admin';
import { permissionMessages, staffAccessMessages } from '@kredi/contracts/staff';
import { customers, staff } from '../../src/db/schema/index.js';
import { adminCall, signIn as signInAdmin } from '../admin/helpers.js';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, OTHER_STAFF_PHONE, post, signIn, STAFF_PHONE } from './helpers.js';

const MANAGER_PHONE = '05331112299';
const SECOND_MANAGER_PHONE = '05341112299';

/** Roles per action (docs/crm.md 'Roles per action'): what a 'personel' and a 'yönetici' may not do, with a Turkish 403. */
withApps('CRM and admin roles per action', {}, (ctx) => {
  let personel = '';
  let manager = '';
  let adminToken = '';
  let personelId = 0;
  let otherId = 0;
  let managerId = 0;
  let secondManagerId = 0;

  before(async () => {
    personelId = await addStaff(ctx.db, STAFF_PHONE, 'Pelin Personel', 'personel');
    otherId = await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Orhan Diğer', 'personel');
    managerId = await addStaff(ctx.db, MANAGER_PHONE, 'Yasemin Yönetici', 'yönetici');
    secondManagerId = await addStaff(ctx.db, SECOND_MANAGER_PHONE, 'Yavuz Yönetici', 'yönetici');
    personel = await signIn(ctx.app, STAFF_PHONE);
    manager = await signIn(ctx.app, MANAGER_PHONE);
    adminToken = await signInAdmin(ctx.app);
  });

  const ownerOf = async (id: number) => (await ctx.db.select().from(customers).where(eq(customers.id, id)))[0]!.assignedStaffId;
  const assign = (token: string, id: number, personel_id: number | null) =>
    post(ctx.app, token, `/api/crm/musteriler/${id}/ata/`, { personel_id });

  it("KVKK erase is for 'yönetici' and 'admin': a 'personel' gets a Turkish 403 and nothing is erased", async () => {
    const lead = await addLead(ctx.db, { fullName: 'Kalacak Kişi' });
    const refused = await post(ctx.app, personel, `/api/crm/musteriler/${lead.id}/kvkk/erase/`, { onay: true });
    assertTurkish(refused, 403);
    assert.equal(refused.json().message, staffAccessMessages.forbidden);
    assert.equal((await ctx.db.select().from(customers).where(eq(customers.id, lead.id)))[0]!.fullName, 'Kalacak Kişi');
    assert.equal((await post(ctx.app, manager, `/api/crm/musteriler/${lead.id}/kvkk/erase/`, { onay: true })).statusCode, 200);
  });

  it("a 'personel' takes an unassigned lead and hands over their own; someone else's lead only a leader moves", async () => {
    const lead = await addLead(ctx.db);
    const giveAway = await assign(personel, lead.id, otherId);
    assertTurkish(giveAway, 403);
    assert.equal(giveAway.json().message, permissionMessages.assignUnownedForbidden);
    assert.equal(await ownerOf(lead.id), null);

    assert.equal((await assign(personel, lead.id, personelId)).statusCode, 200, 'takes it for themselves');
    assert.equal((await assign(personel, lead.id, otherId)).statusCode, 200, 'hands over their own lead');
    for (const target of [personelId, null, managerId]) {
      const refused = await assign(personel, lead.id, target);
      assertTurkish(refused, 403);
      assert.equal(refused.json().message, permissionMessages.assignForbidden);
    }
    assert.equal(await ownerOf(lead.id), otherId, 'a refused change writes nothing');

    assert.equal((await assign(manager, lead.id, personelId)).statusCode, 200, "a 'yönetici' reassigns anyone's lead");
    assert.equal((await assign(personel, lead.id, null)).statusCode, 200, 'the owner may release it');
    assert.equal(await ownerOf(lead.id), null);
  });

  it("a 'yönetici' reads the staff list with phone numbers masked; an admin reads them in full", async () => {
    const asManager = await adminCall(ctx.app, manager, 'GET', '/api/admin/staff/');
    assert.equal(asManager.statusCode, 200, asManager.body);
    const masked = (asManager.json() as AdminStaff[]).find((m) => m.id === personelId)!;
    assert.equal(masked.phone, '0532*****99');
    assert.doesNotMatch(asManager.body, /05321112299|05421112299|05331112299/);
    const asAdmin = (await adminCall(ctx.app, adminToken, 'GET', '/api/admin/staff/')).json() as AdminStaff[];
    assert.equal(asAdmin.find((m) => m.id === personelId)!.phone, STAFF_PHONE);
  });

  it("a 'yönetici' switches the on-duty flag of 'personel' accounts and their own, never an admin's or another leader's", async () => {
    const onDuty = (token: string, id: number, on_duty: boolean) =>
      adminCall(ctx.app, token, 'PATCH', `/api/admin/staff/${id}/on-duty/`, { on_duty });
    const [adminRow] = await ctx.db.select().from(staff).where(eq(staff.username, 'admin'));
    await ctx.db.update(staff).set({ onDuty: false }).where(eq(staff.id, adminRow!.id));
    for (const id of [adminRow!.id, secondManagerId]) {
      const refused = await onDuty(manager, id, true);
      assertTurkish(refused, 403);
      assert.equal(refused.json().message, permissionMessages.onDutyForbidden);
    }
    assert.equal((await ctx.db.select().from(staff).where(eq(staff.id, adminRow!.id)))[0]!.onDuty, false);
    assert.equal((await onDuty(manager, personelId, true)).statusCode, 200);
    assert.equal((await onDuty(manager, managerId, true)).statusCode, 200);
    assert.equal((await onDuty(adminToken, secondManagerId, true)).statusCode, 200, 'an admin switches anyone');
  });
});
