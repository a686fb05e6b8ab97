import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { adminBlogMessages as m, type AdminCategory, type AdminPost, type AdminPostSummary } from '@kredi/contracts/admin';
import type { BlogPost } from '@kredi/contracts/blog';
import { adminAuditEvents } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { DEMO_CONFIG, adminCall, authHeader, signIn } from './helpers.js';
import { UNSAFE_PATTERNS, XSS_CORPUS } from './xssCorpus.js';

const ADMIN = '/api/admin/blog';
const PUBLIC = '/api/blog-api';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

withApps('admin blog management', { config: DEMO_CONFIG }, (ctx) => {
  let token = '';
  let categoryId = 0;
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const publicSlugs = async (url = `${PUBLIC}/posts/`) => ((await get(url)).json() as BlogPost[]).map((p) => p.slug);
  const post = (overrides: Record<string, unknown> = {}) => ({
    title: 'Kredi Notu Nasıl Yükselir?',
    summary: 'Kredi notunuzu yükseltmenin yolları.',
    content: '## Ödemeler\n\nFaturalarınızı **zamanında** ödeyin.',
    category_id: categoryId,
    image: null,
    published: false,
    featured: false,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', `${ADMIN}/posts/`, post(overrides));
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as AdminPost;
  };

  it('lists every post with its flags and views, and the categories with their post counts', async () => {
    token = await signIn(ctx.app);
    const posts = (await call('GET', `${ADMIN}/posts/`)).json() as AdminPostSummary[];
    assert.ok(posts.length >= 8);
    assert.ok(posts.every((p) => p.published && p.view_count === 0));
    const categories = (await call('GET', `${ADMIN}/categories/`)).json() as AdminCategory[];
    assert.ok(categories.every((c) => c.post_count > 0));
    categoryId = categories[0]!.id;
  });

  it('creates a draft with a Turkish-aware slug; the Markdown is stored as HTML; drafts stay off every public list', async () => {
    const draft = await create();
    assert.equal(draft.slug, 'kredi-notu-nasil-yukselir');
    assert.equal(draft.published, false);
    assert.equal(draft.content_source, post().content);
    assert.match(draft.content, /<h2>Ödemeler<\/h2>\s*<p>Faturalarınızı <strong>zamanında<\/strong> ödeyin.<\/p>/);
    assert.ok(!(await publicSlugs()).includes(draft.slug));
    assert.equal((await get(`${PUBLIC}/posts/${draft.slug}/`)).statusCode, 404);
    const category = ((await call('GET', `${ADMIN}/categories/`)).json() as AdminCategory[]).find((c) => c.id === categoryId)!;
    assert.ok(!(await publicSlugs(`${PUBLIC}/posts/by_category/?slug=${category.slug}`)).includes(draft.slug));
    assert.ok(!(await get('/sitemap.xml')).body.includes(draft.slug));
    const [event] = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, draft.id));
    assert.deepEqual([event!.entity, event!.action, event!.adminUsername], ['blog_post', 'create', 'admin']);
  });

  it('keeps slugs unique: the same title gets -2; a taken or malformed slug is refused in Turkish', async () => {
    const second = await create();
    assert.equal(second.slug, 'kredi-notu-nasil-yukselir-2');
    const taken = await call('POST', `${ADMIN}/posts/`, post({ slug: 'kredi-notu-nasil-yukselir' }));
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), { message: m.slugTaken, errors: { slug: m.slugTaken } });
    const malformed = await call('POST', `${ADMIN}/posts/`, post({ slug: 'Büyük Harf' }));
    assert.equal(malformed.statusCode, 400);
    assert.equal((malformed.json() as { errors: Record<string, string> }).errors.slug, m.slugInvalid);
    const own = await create({ title: 'Başka', slug: 'ozel-adres' });
    assert.equal(own.slug, 'ozel-adres');
    await call('DELETE', `${ADMIN}/posts/${second.id}/`);
    await call('DELETE', `${ADMIN}/posts/${own.id}/`);
  });

  it('publishes and unpublishes: the public blog and the sitemap follow at once, without caching', async () => {
    const [draft] = ((await call('GET', `${ADMIN}/posts/`)).json() as AdminPostSummary[]).filter(
      (p) => p.slug === 'kredi-notu-nasil-yukselir',
    );
    const published = await call('PATCH', `${ADMIN}/posts/${draft!.id}/`, { published: true });
    assert.equal(published.statusCode, 200);
    const list = await get(`${PUBLIC}/posts/`);
    assert.equal(list.headers['cache-control'], 'no-cache');
    assert.ok((list.json() as BlogPost[]).map((p) => p.slug).includes(draft!.slug));
    const one = await get(`${PUBLIC}/posts/${draft!.slug}/`);
    assert.equal(one.statusCode, 200);
    assert.match((one.json() as BlogPost).content, /<strong>zamanında<\/strong>/);
    const sitemap = await get('/sitemap.xml');
    assert.equal(sitemap.headers['cache-control'], 'no-cache');
    assert.ok(sitemap.body.includes(`/blog/${draft!.slug}</loc>`));

    await call('PATCH', `${ADMIN}/posts/${draft!.id}/`, { featured: true });
    assert.ok((await publicSlugs(`${PUBLIC}/posts/featured/`)).includes(draft!.slug));

    await call('PATCH', `${ADMIN}/posts/${draft!.id}/`, { published: false });
    assert.ok(!(await publicSlugs()).includes(draft!.slug));
    assert.ok(!(await publicSlugs(`${PUBLIC}/posts/featured/`)).includes(draft!.slug));
    assert.equal((await get(`${PUBLIC}/posts/${draft!.slug}/`)).statusCode, 404);
    assert.ok(!(await get('/sitemap.xml')).body.includes(draft!.slug));
    assert.equal((await call('PATCH', `${ADMIN}/posts/${draft!.id}/`, {})).statusCode, 400);
  });

  it('edits a post: the slug stays unless cleared, the public page shows the new text', async () => {
    const [target] = ((await call('GET', `${ADMIN}/posts/`)).json() as AdminPostSummary[]).filter(
      (p) => p.slug === 'kredi-notu-nasil-yukselir',
    );
    const edited = await call(
      'PUT',
      `${ADMIN}/posts/${target!.id}/`,
      post({ title: 'Findeks Notu Nasıl Artar?', content: 'Yeni *metin*.', published: true }),
    );
    assert.equal(edited.statusCode, 200);
    assert.equal((edited.json() as AdminPost).slug, 'kredi-notu-nasil-yukselir');
    assert.match(((await get(`${PUBLIC}/posts/kredi-notu-nasil-yukselir/`)).json() as BlogPost).content, /Yeni <em>metin<\/em>/);
    const renamed = await call(
      'PUT',
      `${ADMIN}/posts/${target!.id}/`,
      post({ title: 'Findeks Notu Nasıl Artar?', slug: '', published: true }),
    );
    assert.equal((renamed.json() as AdminPost).slug, 'findeks-notu-nasil-artar');
    assert.equal((await get(`${PUBLIC}/posts/kredi-notu-nasil-yukselir/`)).statusCode, 404);
    const audit = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entityId, target!.id));
    const update = audit.find((e) => e.action === 'update' && e.after?.slug === 'findeks-notu-nasil-artar')!;
    assert.equal(update.before!.slug, 'kredi-notu-nasil-yukselir');
    assert.equal((await call('PUT', `${ADMIN}/posts/999999/`, post())).statusCode, 404);
    assert.equal((await call('GET', `${ADMIN}/posts/999999/`)).statusCode, 404);
  });

  it('validates posts in Turkish: missing fields, unknown category, foreign image address', async () => {
    const empty = await call('POST', `${ADMIN}/posts/`, post({ title: '  ' }));
    assert.equal((empty.json() as { message: string }).message, m.titleRequired);
    const noContent = await call('POST', `${ADMIN}/posts/`, post({ content: '' }));
    assert.equal((noContent.json() as { errors: Record<string, string> }).errors.content, m.contentRequired);
    const unknown = await call('POST', `${ADMIN}/posts/`, post({ category_id: 999_999 }));
    assert.equal(unknown.statusCode, 400);
    assert.equal((unknown.json() as { message: string }).message, m.categoryUnknown);
    const foreign = await call('POST', `${ADMIN}/posts/`, post({ image: 'https://evil.example/x.png' }));
    assert.equal((foreign.json() as { errors: Record<string, string> }).errors.image, m.imageInvalid);
    const long = await call('POST', `${ADMIN}/posts/`, post({ content: 'ş'.repeat(100_001) }));
    assert.equal((long.json() as { errors: Record<string, string> }).errors.content, m.contentTooLong);
  });

  it('sanitizes every XSS payload pushed through the editor, in the body, the title and the summary', async () => {
    for (const payload of XSS_CORPUS) {
      const created = await create({
        title: `XSS ${payload}`,
        summary: payload,
        content: `Giriş\n\n${payload}\n\nSon`,
        published: true,
        slug: '',
      });
      const served = (await get(`${PUBLIC}/posts/${created.slug}/`)).json() as BlogPost;
      for (const html of [created.content, served.content, served.title, served.summary]) {
        for (const pattern of UNSAFE_PATTERNS) assert.doesNotMatch(html, pattern, `${payload} -> ${html}`);
      }
      assert.equal(created.content_source, `Giriş\n\n${payload}\n\nSon`);
      await call('DELETE', `${ADMIN}/posts/${created.id}/`);
    }
  });

  it('deletes a post; the public page is gone', async () => {
    const doomed = await create({ title: 'Silinecek Yazı', published: true });
    assert.equal((await get(`${PUBLIC}/posts/silinecek-yazi/`)).statusCode, 200);
    const response = await call('DELETE', `${ADMIN}/posts/${doomed.id}/`);
    assert.deepEqual(response.json(), { message: m.postDeleted });
    assert.equal((await get(`${PUBLIC}/posts/silinecek-yazi/`)).statusCode, 404);
    assert.equal((await call('DELETE', `${ADMIN}/posts/${doomed.id}/`)).statusCode, 404);
  });

  it('manages categories: Turkish slugs, rename, no delete while posts use one', async () => {
    const created = await call('POST', `${ADMIN}/categories/`, { name: 'Kredi Kartları' });
    assert.equal(created.statusCode, 201);
    const category = created.json() as AdminCategory;
    assert.deepEqual([category.slug, category.post_count], ['kredi-kartlari', 0]);
    const twin = (await call('POST', `${ADMIN}/categories/`, { name: 'Kredi  Kartları' })).json() as AdminCategory;
    assert.equal(twin.slug, 'kredi-kartlari-2');
    const taken = await call('PUT', `${ADMIN}/categories/${twin.id}/`, { name: 'İkiz', slug: 'kredi-kartlari' });
    assert.equal(taken.statusCode, 409);
    assert.equal((taken.json() as { message: string }).message, m.categorySlugTaken);
    const renamed = await call('PUT', `${ADMIN}/categories/${category.id}/`, { name: 'Kartlar ve Limitler' });
    assert.deepEqual(
      [(renamed.json() as AdminCategory).name, (renamed.json() as AdminCategory).slug],
      ['Kartlar ve Limitler', 'kredi-kartlari'],
    );
    assert.ok(((await get(`${PUBLIC}/categories/`)).json() as Array<{ name: string }>).some((c) => c.name === 'Kartlar ve Limitler'));

    const inUse = await call('DELETE', `${ADMIN}/categories/${categoryId}/`);
    assert.equal(inUse.statusCode, 409);
    assert.deepEqual(inUse.json(), { message: m.categoryInUse });
    assert.equal((await call('DELETE', `${ADMIN}/categories/${twin.id}/`)).statusCode, 200);
    assert.equal((await call('DELETE', `${ADMIN}/categories/${twin.id}/`)).statusCode, 404);
    assert.equal((await call('POST', `${ADMIN}/categories/`, { name: '' })).statusCode, 400);
  });

  it('uploads a picture: type and size checked, served with its real type and nosniff', async () => {
    const upload = (body: Buffer | string, type: string, headers = authHeader(token)) =>
      ctx.app.inject({ method: 'POST', url: `${ADMIN}/images/`, payload: body, headers: { ...headers, 'content-type': type } });
    const uploaded = await upload(PNG, 'image/png');
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const { url } = uploaded.json() as { url: string };
    assert.match(url, /^\/api\/media\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await get(url);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.ok(served.rawPayload.subarray(0, 8).equals(PNG.subarray(0, 8)), 'a PNG (stored re-encoded: blogImages.test.ts)');
    assert.equal(((await upload(PNG, 'image/png')).json() as { url: string }).url, url, 'same file, same address');

    const htmlAsPng = await upload('<html><script>alert(1)</script></html>', 'image/png');
    assert.equal(htmlAsPng.statusCode, 415);
    assert.deepEqual(htmlAsPng.json(), { message: m.imageMismatch });
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/svg+xml');
    assert.deepEqual([svg.statusCode, (svg.json() as { message: string }).message], [415, m.imageType]);
    const pngAsJpeg = await upload(PNG, 'image/jpeg');
    assert.equal(pngAsJpeg.statusCode, 415);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    assert.deepEqual([big.statusCode, (big.json() as { message: string }).message], [413, m.imageTooLarge]);
    assert.equal((await upload(Buffer.alloc(0), 'image/png')).statusCode, 400);
    assert.equal((await upload(PNG, 'image/png', {} as ReturnType<typeof authHeader>)).statusCode, 401);
    assert.equal((await get('/api/media/uploads/00000000000000000000000000000000.png')).statusCode, 404);
    assert.equal((await get('/api/media/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode, 400);

    const withImage = await create({ title: 'Görselli Yazı', image: url, published: true });
    assert.equal(((await get(`${PUBLIC}/posts/${withImage.slug}/`)).json() as BlogPost).image, url);
  });
});
