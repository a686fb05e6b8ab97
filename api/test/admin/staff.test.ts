import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { staffMessages as m, type AdminStaff } from '@kredi/contracts/admin';
import { adminAuditEvents } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { get, signIn as signInStaff } from '../crm/helpers.js';
import { adminCall, signIn } from './helpers.js';

const PHONE = '05321110011';

withApps('admin: CRM staff accounts', {}, (ctx) => {
  let token = '';
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);
  const list = async () => (await call('GET', '/api/admin/staff/')).json() as AdminStaff[];

  it('adds a staff member who can then sign in to the CRM', async () => {
    token = await signIn(ctx.app);
    assert.deepEqual(await list(), []);
    const added = await call('POST', '/api/admin/staff/', { phone: PHONE, full_name: '  Ayşe   Yılmaz ' });
    assert.equal(added.statusCode, 201, added.body);
    const member = added.json() as AdminStaff;
    assert.deepEqual([member.phone, member.full_name, member.active, member.open_sessions], [PHONE, 'Ayşe Yılmaz', true, 0]);
    const staffToken = await signInStaff(ctx.app, PHONE);
    assert.equal((await get(ctx.app, staffToken, '/api/crm/dashboard/stats/')).statusCode, 200);
    assert.equal((await list())[0]!.open_sessions, 1);
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
    const [member] = await list();
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
    assert.deepEqual(events.map((e) => e.action), ['create', 'update', 'update']);
    assert.deepEqual([events[1]!.before!.active, events[1]!.after!.active], [true, false]);
  });
});
