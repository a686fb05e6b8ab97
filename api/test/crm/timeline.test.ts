import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { TimelineResponse } from '@kredi/contracts/crm';
import { callbackRequests, contactRequests } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, get, post, signIn } from './helpers.js';

withApps('CRM customer timeline', {}, (ctx) => {
  let token = '';
  before(async () => {
    await addStaff(ctx.db);
    token = await signIn(ctx.app);
  });

  it('shows the application, notes, stage changes, requests with the same phone and KVKK actions, newest first, with who', async () => {
    const lead = await addLead(ctx.db, { fullName: 'Zaman Çizelgesi', phone: '5327778899', crmStage: 'aranacak' });
    await addLead(ctx.db, { fullName: 'Başka Biri', phone: '5327778800' });
    await ctx.db.insert(callbackRequests).values([{ phoneNumber: '0532 777 88 99' }, { phoneNumber: '0532 777 88 00' }]);
    await ctx.db
      .insert(contactRequests)
      .values({ name: 'Z', email: 'z@example.com', phone: '+90 532 777 88 99', subject: 'Kredi sorusu', message: 'Merhaba' });
    const create = (body: Record<string, unknown>) => post(ctx.app, token, `/api/crm/musteriler/${lead.id}/takipler/create/`, body);
    assert.equal((await create({ notlar: 'İlk arama yapıldı.' })).statusCode, 201);
    assert.equal((await create({ notlar: 'Şubeye davet edildi.', yeni_durum: 'subeye_gelecek' })).statusCode, 201);
    assert.equal((await get(ctx.app, token, `/api/crm/musteriler/${lead.id}/kvkk/export/`)).statusCode, 200);

    const response = await get(ctx.app, token, `/api/crm/musteriler/${lead.id}/zaman-cizelgesi/`);
    assert.equal(response.statusCode, 200, response.body);
    const { results } = response.json() as TimelineResponse;
    assert.deepEqual(
      results.map((e) => e.tur),
      ['kvkk_disa_aktarim', 'durum', 'not', 'iletisim', 'geri_arama', 'basvuru'],
    );
    assert.deepEqual(
      results.map((e) => e.zaman),
      [...results.map((e) => e.zaman)].sort().reverse(),
    );
    const stage = results.find((e) => e.tur === 'durum')!;
    assert.deepEqual(
      [stage.kim, stage.eski_durum, stage.yeni_durum, stage.ayrinti],
      ['Test Personel', 'aranacak', 'subeye_gelecek', 'Şubeye davet edildi.'],
    );
    assert.equal(results.find((e) => e.tur === 'iletisim')!.kim, 'Müşteri');
    assert.equal(results.filter((e) => e.tur === 'geri_arama').length, 1, 'only the request with this phone');
  });

  it('answers 404 in Turkish for an unknown customer and 401 without a session', async () => {
    assertTurkish(await get(ctx.app, token, '/api/crm/musteriler/999999/zaman-cizelgesi/'), 404);
    assertTurkish(await ctx.app.inject({ method: 'GET', url: '/api/crm/musteriler/1/zaman-cizelgesi/' }), 401);
  });
});
