import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { CallbackRequestItem, ContactRequestItem } from '@kredi/contracts/crm';
import { callbackRequests, contactRequests } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addStaff, assertTurkish, OTHER_STAFF_PHONE, post, signIn } from './helpers.js';

withApps('CRM callback and contact requests', {}, (ctx) => {
  let token = '';
  let otherToken = '';

  before(async () => {
    await addStaff(ctx.db);
    await addStaff(ctx.db, OTHER_STAFF_PHONE, 'Öteki Personel');
    token = await signIn(ctx.app);
    otherToken = await signIn(ctx.app, OTHER_STAFF_PHONE);
  });

  it('marks a callback request contacted once, keeping the first note', async () => {
    const [row] = await ctx.db.insert(callbackRequests).values({ phoneNumber: '0532 111 22 33' }).returning();
    const url = `/api/crm/geri-arama-talepleri/${row!.id}/update/`;
    const first = await post(ctx.app, token, url, { notes: 'Personel tarafından arandı ve iletişime geçildi.' });
    assert.equal(first.statusCode, 200, first.body);
    const talep = (first.json() as { talep: CallbackRequestItem }).talep;
    assert.equal(talep.is_contacted, true);
    assert.equal(talep.phone_number, '05321112233', 'shown normalised, not as typed');
    assert.equal(talep.notes, 'Personel tarafından arandı ve iletişime geçildi.');
    const second = await post(ctx.app, otherToken, url, { notes: 'başka not' });
    assert.equal(second.statusCode, 200);
    assert.equal((second.json() as { talep: CallbackRequestItem }).talep.notes, 'Personel tarafından arandı ve iletişime geçildi.');
    assert.equal((second.json() as { message: string }).message, 'Bu talep daha önce arandı olarak işaretlenmiş.');
    assertTurkish(await post(ctx.app, token, '/api/crm/geri-arama-talepleri/999999/update/', { notes: 'x' }), 404);
    assertTurkish(await post(ctx.app, token, url, { notes: 5 }), 400);
  });

  it('toggles a contact request read/unread; replying marks it read and replied for good', async () => {
    const [row] = await ctx.db.insert(contactRequests).values({ name: 'A', email: 'a@x.tr', subject: 's', message: 'm' }).returning();
    const url = `/api/crm/iletisim-talepleri/${row!.id}/update/`;
    const update = async (is_read: boolean, is_replied: boolean, notes = 'Durum güncellendi.') =>
      post(ctx.app, token, url, { is_read, is_replied, notes });
    const state = (response: { json(): unknown }) => {
      const t = (response.json() as { talep: ContactRequestItem }).talep;
      return [t.is_read, t.is_replied, t.notes];
    };
    assert.deepEqual(state(await update(true, false)), [true, false, 'Durum güncellendi.']);
    assert.deepEqual(state(await update(false, false)), [false, false, 'Durum güncellendi.']);
    assert.deepEqual(state(await update(false, true, 'Personel tarafından yanıtlandı.')), [true, true, 'Personel tarafından yanıtlandı.']);
    const reopen = await update(false, false);
    assertTurkish(reopen, 409);
    const [stored] = await ctx.db.select().from(contactRequests);
    assert.equal(stored!.isReplied, true);
    assert.ok(stored!.handledByStaffId);
    assertTurkish(await post(ctx.app, token, url, { is_read: 'evet', is_replied: false, notes: '' }), 400);
  });
});
