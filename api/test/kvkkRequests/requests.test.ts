import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { kvkkRequestFieldErrors, type KvkkRequestCreated, type KvkkRequestItem, type KvkkRequestList } from '@kredi/contracts/crm';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, get, post, signIn, STAFF_PHONE } from '../crm/helpers.js';
import { manualClock, registerAndVerify } from '../users/helpers.js';

const DAY = 86_400_000;

withApps('KVKK article 11 requests', { config: { crmDemoMode: false } }, (ctx) => {
  const clock = manualClock(new Date('2026-12-01T09:00:00Z'));
  const submit = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/kvkk/basvuru/', payload });
  const staffCall = async (method: 'get' | 'post', url: string, payload?: unknown) => {
    const token = await signIn(ctx.app);
    return method === 'get' ? get(ctx.app, token, url) : post(ctx.app, token, url, payload);
  };

  before(async () => {
    ctx.app.crmRuntime.now = clock.now;
    ctx.app.usersRuntime.now = clock.now;
    await addStaff(ctx.db, STAFF_PHONE, 'Kvkk Personel');
  });

  it('refuses a request without a verified phone, with a bad name or type, in Turkish', async () => {
    const base = { name: 'Ayşe Yılmaz', phone: '5321234567', proof: 'yanlis-kanit', type: 'erasure' };
    const unverified = await submit(base);
    assertTurkish(unverified, 403);
    // The public form's own rules and words (kvkkRequestFieldErrors), checked before the proof.
    const badName = await submit({ ...base, name: 'A' });
    assert.equal(badName.statusCode, 400);
    assert.equal((badName.json() as { message: string }).message, kvkkRequestFieldErrors({ ...base, name: 'A' }).name);
    assert.equal((await submit({ ...base, name: '  ', phone: '4321234567' })).json().message, 'Lütfen adınızı ve soyadınızı giriniz.');
    const badType = await submit({ ...base, type: 'delete-everything' });
    assertTurkish(badType, 400);
  });

  it('a verified request gets a 30-day deadline; staff see it with the days left and its customer file, then close it', async () => {
    const lead = await addLead(ctx.db, { fullName: 'Ayşe Yılmaz', phone: '5321234567' });
    const proof = await registerAndVerify(ctx.app, '5321234567');
    const created = await submit({
      name: 'Ayşe Yılmaz',
      phone: '5321234567',
      proof,
      type: 'erasure',
      details: 'Tüm verilerimin silinmesini istiyorum.',
    });
    assert.equal(created.statusCode, 201, created.body);
    const answer = created.json() as KvkkRequestCreated;
    assert.equal(answer.dueAt, new Date(clock.now().getTime() + 30 * DAY).toISOString());
    // The same proof again: the same request, not a second one.
    const repeated = (await submit({ name: 'Ayşe Yılmaz', phone: '5321234567', proof, type: 'erasure' })).json() as KvkkRequestCreated;
    assert.equal(repeated.id, answer.id);

    clock.advance(10 * DAY);
    const list = (await staffCall('get', '/api/crm/kvkk-basvurulari/')).json() as KvkkRequestList;
    assert.equal(list.results.length, 1);
    const item = list.results[0]!;
    assert.deepEqual([item.id, item.type, item.daysLeft, item.overdue, item.customerId], [answer.id, 'erasure', 20, false, lead.id]);
    assert.equal(list.overdue, 0);

    const empty = await staffCall('post', `/api/crm/kvkk-basvurulari/${answer.id}/kapat/`, { note: '  ' });
    assertTurkish(empty, 400);
    const closed = await staffCall('post', `/api/crm/kvkk-basvurulari/${answer.id}/kapat/`, {
      note: 'Dosya KVKK silme ile anonimleştirildi.',
    });
    assert.equal(closed.statusCode, 200, closed.body);
    const closedItem = closed.json() as KvkkRequestItem;
    assert.equal(closedItem.closedBy, 'Kvkk Personel');
    assert.equal((await staffCall('post', `/api/crm/kvkk-basvurulari/${answer.id}/kapat/`, { note: 'Tekrar' })).statusCode, 409);
    assert.equal(((await staffCall('get', '/api/crm/kvkk-basvurulari/')).json() as KvkkRequestList).results.length, 0);
    const closedList = (await staffCall('get', '/api/crm/kvkk-basvurulari/?durum=kapali')).json() as KvkkRequestList;
    assert.equal(closedList.results[0]?.closeNote, 'Dosya KVKK silme ile anonimleştirildi.');
    assert.equal((await staffCall('post', '/api/crm/kvkk-basvurulari/999999/kapat/', { note: 'Yok' })).statusCode, 404);
  });

  it('a request past its 30 days is flagged overdue and counted', async () => {
    const proof = await registerAndVerify(ctx.app, '5421234567');
    const created = (await submit({ name: 'Mehmet Demir', phone: '5421234567', proof, type: 'access' })).json() as KvkkRequestCreated;
    clock.advance(30 * DAY + 60_000);
    const list = (await staffCall('get', '/api/crm/kvkk-basvurulari/')).json() as KvkkRequestList;
    const item = list.results.find((r) => r.id === created.id)!;
    assert.deepEqual([item.overdue, item.daysLeft, item.customerId], [true, 0, null]);
    assert.equal(list.overdue, 1);
  });

  it('the staff list needs a staff session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/crm/kvkk-basvurulari/' });
    assert.equal(response.statusCode, 401);
  });
});
