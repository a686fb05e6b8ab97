import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type {
  CallOutcomeResponse,
  CustomerRequestsResponse,
  DashboardStats,
  RequestToCustomerResponse,
  TimelineResponse,
} from '@kredi/contracts/crm';
import { eq } from 'drizzle-orm';
import { callbackRequests, contactRequests, customers } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { addLead, addStaff, assertTurkish, get, post, signIn } from './helpers.js';

withApps('CRM requests on customers, call outcomes, customers from requests', {}, (ctx) => {
  let token = '';
  before(async () => {
    await addStaff(ctx.db);
    token = await signIn(ctx.app);
  });

  it("shows a customer's requests (matched on the phone's last 10 digits) on the file and the dashboard", async () => {
    const lead = await addLead(ctx.db, { fullName: 'Talep Sahibi', phone: '5336667788' });
    const [callback] = await ctx.db.insert(callbackRequests).values({ phoneNumber: '0533 666 77 88' }).returning();
    await ctx.db.insert(callbackRequests).values({ phoneNumber: '5336667700' });
    await ctx.db
      .insert(contactRequests)
      .values({ name: 'T', email: 't@example.com', phone: '+90 (533) 666-7788', subject: 'Soru', message: 'Merhaba' });
    const file = await get(ctx.app, token, `/api/crm/musteriler/${lead.id}/talepler/`);
    assert.equal(file.statusCode, 200, file.body);
    const requests = file.json() as CustomerRequestsResponse;
    assert.deepEqual(
      requests.geri_arama.map((r) => [r.id, r.musteri_id, r.phone_number]),
      [[callback!.id, lead.id, '05336667788']],
    );
    assert.deepEqual(
      requests.iletisim.map((r) => r.musteri_id),
      [lead.id],
    );
    const stats = (await get(ctx.app, token, '/api/crm/dashboard/stats/')).json() as DashboardStats;
    const panel = new Map(stats.geri_arama_talepleri.map((r) => [r.phone_number, r.musteri_id]));
    assert.equal(panel.get('05336667788'), lead.id);
    assert.equal(panel.get('05336667700'), null);
  });

  it("'Ara' records the outcome with who and when; 'Ulaşılamadı' and 'Meşgul' keep the request open, 'Ulaşıldı' closes it", async () => {
    const lead = await addLead(ctx.db, { fullName: 'Arama Sonucu', phone: '5337778899' });
    const [request] = await ctx.db.insert(callbackRequests).values({ phoneNumber: '5337778899' }).returning();
    const call = (sonuc: string, notlar?: string) =>
      post(ctx.app, token, `/api/crm/geri-arama-talepleri/${request!.id}/sonuc/`, { sonuc, notlar });
    const busy = (await call('mesgul')).json() as CallOutcomeResponse;
    assert.deepEqual([busy.talep!.is_contacted, busy.talep!.sonuc, busy.talep!.musteri_id], [false, 'mesgul', lead.id]);
    const reached = (await call('ulasildi', 'Pazartesi şubeye gelecek.')).json() as CallOutcomeResponse;
    assert.deepEqual([reached.talep!.is_contacted, reached.talep!.notes], [true, 'Ulaşıldı: Pazartesi şubeye gelecek.']);
    assert.equal((await post(ctx.app, token, `/api/crm/musteriler/${lead.id}/arama/`, { sonuc: 'yanlis_numara' })).statusCode, 200);

    const { results } = (await get(ctx.app, token, `/api/crm/musteriler/${lead.id}/zaman-cizelgesi/`)).json() as TimelineResponse;
    const calls = results.filter((e) => e.tur === 'arama');
    assert.deepEqual(
      calls.map((e) => [e.ayrinti, e.kim]),
      [
        ['Yanlış numara', 'Test Personel'],
        ['Ulaşıldı: Pazartesi şubeye gelecek.', 'Test Personel'],
        ['Meşgul', 'Test Personel'],
      ],
    );
    assert.ok(results.some((e) => e.tur === 'geri_arama'));
  });

  it('refuses an unknown outcome, request or customer in Turkish', async () => {
    const [request] = await ctx.db.insert(callbackRequests).values({ phoneNumber: '5338889900' }).returning();
    assertTurkish(await post(ctx.app, token, `/api/crm/geri-arama-talepleri/${request!.id}/sonuc/`, { sonuc: 'belki' }), 400);
    assertTurkish(await post(ctx.app, token, `/api/crm/geri-arama-talepleri/999999/sonuc/`, { sonuc: 'mesgul' }), 404);
    assertTurkish(await post(ctx.app, token, `/api/crm/musteriler/999999/arama/`, { sonuc: 'mesgul' }), 404);
    assertTurkish(await ctx.app.inject({ method: 'POST', url: `/api/crm/musteriler/1/arama/`, payload: { sonuc: 'mesgul' } }), 401);
  });

  it('turns a request that matches no customer into one, once; the timeline says who did it', async () => {
    const [request] = await ctx.db.insert(callbackRequests).values({ phoneNumber: '0539 111 22 33' }).returning();
    assert.equal(
      (await post(ctx.app, token, `/api/crm/geri-arama-talepleri/${request!.id}/sonuc/`, { sonuc: 'ulasilamadi' })).statusCode,
      200,
    );
    const url = `/api/crm/geri-arama-talepleri/${request!.id}/musteri/`;
    assertTurkish(await post(ctx.app, token, url, { ad: '1', soyad: 'Kaya' }), 400);
    const created = await post(ctx.app, token, url, { ad: ' Ayşe ', soyad: 'Kaya', sehir: 'İzmir' });
    assert.equal(created.statusCode, 201, created.body);
    const { musteri_id } = created.json() as RequestToCustomerResponse;
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, musteri_id));
    assert.deepEqual(
      [row!.fullName, row!.phone, row!.city, row!.source, row!.verificationId],
      ['Ayşe Kaya', '5391112233', 'İzmir', 'talep', null],
    );
    assertTurkish(await post(ctx.app, token, url, { ad: 'Ayşe', soyad: 'Kaya' }), 409);
    const { results } = (await get(ctx.app, token, `/api/crm/musteriler/${musteri_id}/zaman-cizelgesi/`)).json() as TimelineResponse;
    assert.equal(results.find((e) => e.tur === 'talepten_musteri')?.kim, 'Test Personel');
    assert.ok(
      results.some((e) => e.tur === 'geri_arama'),
      'the request is on the new file',
    );
    assert.equal(results.find((e) => e.tur === 'arama')?.ayrinti, 'Ulaşılamadı', 'and the call made before the file existed');

    const [contact] = await ctx.db
      .insert(contactRequests)
      .values({ name: 'X', email: 'x@example.com', phone: 'yok', subject: 'S', message: 'M' })
      .returning();
    assertTurkish(await post(ctx.app, token, `/api/crm/iletisim-talepleri/${contact!.id}/musteri/`, { ad: 'Ali', soyad: 'Veli' }), 400);
    assertTurkish(await post(ctx.app, token, `/api/crm/iletisim-talepleri/999999/musteri/`, { ad: 'Ali', soyad: 'Veli' }), 404);
  });
});
