import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { staffMessages as m, type AdminStaff } from '@kredi/contracts/admin';
import { staffAccessMessages } from '@kredi/contracts/staff';
import { adminAuditEvents, staff } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { get, signIn as signInStaff } from '../crm/helpers.js';
import { adminCall, signIn } from './helpers.js';

const PHONE = '05321110011';

withApps('admin: CRM staff accounts', {}, (ctx) => {
  let token = '';
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);
  const list = async () => (await call('GET', '/api/admin/staff/')).json() as AdminStaff[];
  /** The phone accounts (the admin's own password account is listed too, with role 'admin'). */
  const phoneAccounts = async () => (await list()).filter((member) => member.phone !== null);

  it('adds a staff member who can then sign in to the CRM', async () => {
    token = await signIn(ctx.app);
    assert.deepEqual(
      (await list()).map((member) => [member.username, member.phone, member.role]),
      [['admin', null, 'admin']],
    );
    const added = await call('POST', '/api/admin/staff/', { phone: PHONE, full_name: '  Ayşe   Yılmaz ' });
    assert.equal(added.statusCode, 201, added.body);
    const member = added.json() as AdminStaff;
    assert.deepEqual(
      [member.phone, member.full_name, member.role, member.active, member.open_sessions],
      [PHONE, 'Ayşe Yılmaz', 'personel', true, 0],
    );
    const staffToken = await signInStaff(ctx.app, PHONE);
    assert.equal((await get(ctx.app, staffToken, '/api/crm/dashboard/stats/')).statusCode, 200);
    assert.equal((await phoneAccounts())[0]!.open_sessions, 1);
  });

  it('refuses a taken or malformed phone and a missing name, in Turkish', async () => {
    const taken = await call('POST', '/api/admin/staff/', { phone: PHONE, full_name: 'Başka Biri' });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), { message: m.phoneTaken, errors: { phone: m.phoneTaken } });
    for (const phone of ['5321110011', '05021110011', '0532111001a']) {
      const bad = await call('POST', '/api/admin/staff/', { phone, full_name: 'Ali Veli' });
      assert.equal(bad.statusCode, 400, phone);
      assert.equal((bad.json() as { message: string }).message, m.phoneInvalid);
    }
    const noName = await call('POST', '/api/admin/staff/', { phone: '05421110011', full_name: ' ' });
    assert.equal((noName.json() as { message: string }).message, m.nameRequired);
  });

  it('disabling an account ends its sessions at once; enabling lets it sign in again', async () => {
    const staffToken = await signInStaff(ctx.app, PHONE);
    const [member] = await phoneAccounts();
    const disabled = await call('PATCH', `/api/admin/staff/${member!.id}/active/`, { active: false });
    assert.equal(disabled.statusCode, 200);
    assert.deepEqual([(disabled.json() as AdminStaff).active, (disabled.json() as AdminStaff).open_sessions], [false, 0]);
    assert.equal((await get(ctx.app, staffToken, '/api/crm/dashboard/stats/')).statusCode, 401);

    const enabled = await call('PATCH', `/api/admin/staff/${member!.id}/active/`, { active: true });
    assert.equal((enabled.json() as AdminStaff).active, true);
    const again = await signInStaff(ctx.app, PHONE);
    assert.equal((await get(ctx.app, again, '/api/crm/dashboard/stats/')).statusCode, 200);
    assert.equal((await call('PATCH', '/api/admin/staff/999999/active/', { active: false })).statusCode, 404);

    const events = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entity, 'staff'));
    assert.deepEqual(
      events.map((e) => e.action),
      ['create', 'update', 'update'],
    );
    assert.deepEqual([events[1]!.before!.active, events[1]!.after!.active], [true, false]);
  });
});

withApps('admin: staff roles and concurrent creation', {}, (ctx) => {
  let token = '';
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);

  it('ten parallel creations of one phone give one 201, nine Turkish 409s, one account and one audit event', async () => {
    token = await signIn(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/admin/staff/', { phone: '05321110022', full_name: `Paralel Kişi ${String.fromCharCode(65 + i)}` }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const conflict of answers.filter((a) => a.statusCode === 409))
      assert.deepEqual(conflict.json(), { message: m.phoneTaken, errors: { phone: m.phoneTaken } });
    const created = answers.find((a) => a.statusCode === 201)!.json() as AdminStaff;
    const rows = await ctx.db.select().from(staff).where(eq(staff.phone, '05321110022'));
    assert.deepEqual(
      rows.map((row) => row.fullName),
      [created.full_name],
    );
    const events = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, created.id));
    assert.deepEqual(
      events.map((e) => e.action),
      ['create'],
    );
  });

  it('sets the role (audited), which applies to the open session at once; refuses a bad role and the own account', async () => {
    const [member] = await ctx.db.select().from(staff).where(eq(staff.phone, '05321110022'));
    const staffToken = await signInStaff(ctx.app, '05321110022');
    assert.equal((await get(ctx.app, staffToken, '/api/admin/dashboard/')).statusCode, 403);

    const promoted = await call('PATCH', `/api/admin/staff/${member!.id}/role/`, { role: 'admin' });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal((promoted.json() as AdminStaff).role, 'admin');
    assert.equal((await get(ctx.app, staffToken, '/api/admin/dashboard/')).statusCode, 200);
    const demoted = await call('PATCH', `/api/admin/staff/${member!.id}/role/`, { role: 'yönetici' });
    assert.equal((demoted.json() as AdminStaff).role, 'yönetici');
    assert.equal((await get(ctx.app, staffToken, '/api/admin/dashboard/')).statusCode, 403);

    const events = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, member!.id));
    assert.deepEqual(
      events.slice(1).map((e) => [e.before!.role, e.after!.role]),
      [
        ['personel', 'admin'],
        ['admin', 'yönetici'],
      ],
    );

    const bad = await call('PATCH', `/api/admin/staff/${member!.id}/role/`, { role: 'patron' });
    assert.equal(bad.statusCode, 400);
    assert.equal((bad.json() as { message: string }).message, staffAccessMessages.roleInvalid);
    const [admin] = await ctx.db.select().from(staff).where(eq(staff.username, 'admin'));
    const own = await call('PATCH', `/api/admin/staff/${admin!.id}/role/`, { role: 'personel' });
    assert.equal(own.statusCode, 409);
    assert.deepEqual(own.json(), { message: m.ownAccount });
    assert.equal((await call('PATCH', `/api/admin/staff/${admin!.id}/active/`, { active: false })).statusCode, 409);
  });

  it("'admin' and 'yönetici' set another member's on-duty flag (audited); 'personel' gets a Turkish 403, a disabled account a 409", async () => {
    const [manager] = await ctx.db.select().from(staff).where(eq(staff.phone, '05321110022'));
    assert.equal(manager!.role, 'yönetici', 'set by the test before');
    const managerToken = await signInStaff(ctx.app, '05321110022');
    const worker = (await call('POST', '/api/admin/staff/', { phone: '05321110033', full_name: 'Görev Li' })).json() as AdminStaff;
    assert.equal(worker.on_duty, false);
    const onDuty = (by: string, id: number, on_duty: unknown) =>
      adminCall(ctx.app, by, 'PATCH', `/api/admin/staff/${id}/on-duty/`, { on_duty });

    const byAdmin = await onDuty(token, worker.id, true);
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    assert.equal((byAdmin.json() as AdminStaff).on_duty, true);
    const byManager = await onDuty(managerToken, worker.id, false);
    assert.equal(byManager.statusCode, 200, byManager.body);
    assert.equal((byManager.json() as AdminStaff).on_duty, false);
    const [row] = await ctx.db.select().from(staff).where(eq(staff.id, worker.id));
    assert.equal(row!.onDuty, false);

    const workerToken = await signInStaff(ctx.app, '05321110033');
    const refused = await onDuty(workerToken, worker.id, true);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: staffAccessMessages.forbidden });
    const invalid = await onDuty(token, worker.id, 'evet');
    assert.equal(invalid.statusCode, 400);
    assert.match((invalid.json() as { message: string }).message, /[ğüşıöçİ]/);
    assert.equal((await onDuty(token, 999_999, true)).statusCode, 404);
    await call('PATCH', `/api/admin/staff/${worker.id}/active/`, { active: false });
    const inactive = await onDuty(managerToken, worker.id, true);
    assert.equal(inactive.statusCode, 409);
    assert.deepEqual(inactive.json(), { message: m.onDutyInactive });

    const events = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, worker.id));
    assert.deepEqual(
      events.map((e) => [e.action, e.adminUsername, e.before?.on_duty ?? null, e.after?.on_duty]),
      [
        ['create', 'admin', null, false],
        ['update', 'admin', false, true],
        ['update', manager!.fullName, true, false],
        ['update', 'admin', false, false],
      ],
    );
  });
});
