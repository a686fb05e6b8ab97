import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { customerEditMessages, type FollowUpListResponse } from '@kredi/contracts/crm';
import { eq } from 'drizzle-orm';
import { crmCallOutcomes } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addLead, assertTurkish, get, post, signInPersonelAndManager } from './helpers.js';

/* KVKK: once a file is erased, no route writes new personal text on it; each answers the edit route's 409. */
withApps('an erased customer file', {}, (ctx) => {
  let tokens = { personel: '', yönetici: '' };

  before(async () => {
    tokens = await signInPersonelAndManager(ctx.app, ctx.db);
  });

  it('refuses a new note and a call outcome with a note in Turkish, and stores neither', async () => {
    const lead = await addLead(ctx.db, { fullName: 'Silinecek Kişi' });
    const base = `/api/crm/musteriler/${lead.id}`;
    // Before the erase both are taken: the refusal below is the erase's doing.
    assert.equal((await post(ctx.app, tokens.personel, `${base}/takipler/create/`, { notlar: 'İlk not' })).statusCode, 201);
    const erased = await post(ctx.app, tokens.yönetici, `${base}/kvkk/erase/`, { onay: true });
    assert.equal(erased.statusCode, 200, erased.body);
    const before = ((await get(ctx.app, tokens.personel, `${base}/takipler/`)).json() as FollowUpListResponse).results;

    for (const token of [tokens.personel, tokens.yönetici]) {
      const note = await post(ctx.app, token, `${base}/takipler/create/`, {
        notlar: 'Adresi: Atatürk Cad. 5',
        sonraki_iletisim: '2030-01-02T10:00',
      });
      assertTurkish(note, 409);
      assert.equal((note.json() as { message: string }).message, customerEditMessages.erased);
      const call = await post(ctx.app, token, `${base}/arama/`, { sonuc: 'ulasildi', notlar: 'Eşi telefonu açtı: 0532 000 00 00' });
      assertTurkish(call, 409);
      assert.equal((call.json() as { message: string }).message, customerEditMessages.erased);
    }
    assert.deepEqual(((await get(ctx.app, tokens.personel, `${base}/takipler/`)).json() as FollowUpListResponse).results, before);
    assert.deepEqual(await ctx.db.select().from(crmCallOutcomes).where(eq(crmCallOutcomes.customerId, lead.id)), []);
    // An unknown file is still a 404, not a 409.
    assertTurkish(await post(ctx.app, tokens.personel, '/api/crm/musteriler/999999/arama/', { sonuc: 'mesgul' }), 404);
  });
});
