import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { adminBlogMessages, type AdminCategory } from '@kredi/contracts/admin';
import { contactMessages } from '@kredi/contracts/public-forms';
import { usersMessages } from '@kredi/contracts/users';
import { eq } from 'drizzle-orm';
import { callbackRequests, contactRequests, customers } from '../../src/db/schema/index.js';
import { adminCall, signIn as adminSignIn } from '../admin/helpers.js';
import { addStaff, assertTurkish, post, signIn } from '../crm/helpers.js';
import { withApps } from '../helpers/withApps.js';

/* What a form or a staff screen sends is checked before it reaches a customer file, the CRM's lists or a page. */
withApps('values checked before they are stored', {}, (ctx) => {
  let staffToken = '';
  let adminToken = '';

  before(async () => {
    await addStaff(ctx.db);
    staffToken = await signIn(ctx.app);
    adminToken = await adminSignIn(ctx.app);
  });

  it('a customer made from a request takes a city only from the 81 provinces, or none', async () => {
    const [request] = await ctx.db.insert(callbackRequests).values({ phoneNumber: '0539 111 22 44' }).returning();
    const url = `/api/crm/geri-arama-talepleri/${request!.id}/musteri/`;
    for (const sehir of ['=HYPERLINK("https://x.example")', '@SUM(1+1)', 'İzmir\nAnkara', 'Atlantis']) {
      const refused = await post(ctx.app, staffToken, url, { ad: 'Ayşe', soyad: 'Kaya', sehir });
      assertTurkish(refused, 400);
      assert.deepEqual((refused.json() as { errors?: unknown }).errors, { sehir: usersMessages.cityRequired }, sehir);
    }
    assert.equal((await ctx.db.select().from(customers).where(eq(customers.phone, '5391112244'))).length, 0);
    const created = await post(ctx.app, staffToken, url, { ad: 'Ayşe', soyad: 'Kaya', sehir: ' Şanlıurfa ' });
    assert.equal(created.statusCode, 201, created.body);
    const [row] = await ctx.db.select().from(customers).where(eq(customers.phone, '5391112244'));
    assert.equal(row!.city, 'Şanlıurfa');
  });

  it("the contact form's phone is a mobile number or empty", async () => {
    const send = (phone: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact-request/',
        remoteAddress: '203.0.113.61',
        payload: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone, subject: 'Kredi', message: 'Merhaba' },
      });
    for (const phone of ['=HYPERLINK("x")', 'beni arayın', '123', '0532 123 45 678', '0212 123 45 67']) {
      const refused = await send(phone);
      assertTurkish(refused, 400);
      assert.deepEqual(refused.json(), { message: contactMessages.invalidPhone, errors: { phone: contactMessages.invalidPhone } });
    }
    assert.deepEqual(await ctx.db.select().from(contactRequests).where(eq(contactRequests.ip, '203.0.113.61')), []);
    assert.equal((await send('+90 532 123 45 67')).statusCode, 201);
    assert.equal((await send('')).statusCode, 201);
  });

  it("a blog post's picture is a file under /api/media/, never a way out of it", async () => {
    const [category] = (await adminCall(ctx.app, adminToken, 'GET', '/api/admin/blog/categories/')).json() as AdminCategory[];
    const body = (image: string) => ({
      title: 'Görsel Denemesi',
      summary: 'Kısa özet.',
      content: 'Metin.',
      category_id: category!.id,
      image,
      published: false,
      featured: false,
    });
    for (const image of [
      '/api/media/../admin/staff/',
      '/api/media/blog/../../admin/staff/',
      '/api/media/./x.png',
      '/api/media//x.png',
      '/api/media/',
    ]) {
      const refused = await adminCall(ctx.app, adminToken, 'POST', '/api/admin/blog/posts/', body(image));
      assertTurkish(refused, 400);
      assert.equal((refused.json() as { errors: Record<string, string> }).errors.image, adminBlogMessages.imageInvalid, image);
    }
    const kept = await adminCall(ctx.app, adminToken, 'POST', '/api/admin/blog/posts/', body('/api/media/blog/kredi-turleri.svg'));
    assert.equal(kept.statusCode, 201, kept.body);
  });
});
