import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CONTENT_PAGES,
  contentPageMessages as m,
  type AdminContentPage,
  type AdminContentPageSummary,
  type ContentPage,
} from '@kredi/contracts/content-pages';
import { CONSENT_CATEGORIES, CONSENT_POLICY_VERSION } from '@kredi/contracts/consent';
import { adminAuditEvents, contentPages } from '../src/db/schema/index.js';
import { pageHtml } from '../src/features/contentPages/storedText.js';
import { withApps } from './helpers/withApps.js';
import { DEMO_CONFIG, adminCall, signIn } from './admin/helpers.js';

const ADMIN = '/api/admin/pages';
const PUBLIC = '/api/pages';

withApps('content pages', { config: DEMO_CONFIG }, (ctx) => {
  let token = '';
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);
  const publicPage = (slug: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `${PUBLIC}/${slug}/`, headers });
  const byslug = async (slug: string) =>
    ((await call('GET', `${ADMIN}/`)).json() as AdminContentPageSummary[]).find((p) => p.slug === slug)!;
  const bodyOf = (page: AdminContentPage, overrides: Record<string, unknown> = {}) => ({
    slug: page.slug,
    title: page.title,
    description: page.description,
    content: page.content_source,
    version: page.version,
    updated_on: page.updated_on,
    published: page.published,
    ...overrides,
  });
  const edit = async (slug: string, overrides: Record<string, unknown>) => {
    const summary = await byslug(slug);
    const page = (await call('GET', `${ADMIN}/${summary.id}/`)).json() as AdminContentPage;
    return call('PUT', `${ADMIN}/${summary.id}/`, bodyOf(page, overrides));
  };

  it('answers every seeded page published, in Turkish, with its own title and description; policies with a version', async () => {
    const seen = new Set<string>();
    for (const place of CONTENT_PAGES) {
      const response = await publicPage(place.slug);
      assert.equal(response.statusCode, 200, place.slug);
      const page = response.json() as ContentPage;
      assert.equal(page.path, place.path);
      assert.equal(page.kind, place.kind);
      assert.ok(page.title.length > 3 && page.description.length > 50, place.slug);
      assert.ok(!seen.has(page.title) && !seen.has(page.description), `${place.slug}: title and description are its own`);
      seen.add(page.title).add(page.description);
      assert.match(page.updated_on, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(page.version !== null, place.kind === 'policy', place.slug);
      assert.equal(page.faq !== null, place.kind === 'faq', place.slug);
      // Formal Turkish: the visitor is 'siz'.
      assert.match(page.content, /(siz|iniz|ınız|unuz|ünüz)\b/i, place.slug);
    }
    const cookies = (await publicPage('cerez-politikasi')).json() as ContentPage;
    // The cookie policy lists what the site really stores (the keys in the code).
    for (const key of [
      'kredi-cerez-tercihi',
      'kredi_surum',
      'kredi-hesaplama:son-hesaplama',
      'kredi-huni:ziyaret',
      'admin_token',
      'tile.openstreetmap.org',
    ])
      assert.ok(cookies.content.includes(key), key);
    // It says what the banner asks now (the consent rule's policy version), not that statistics run without asking.
    assert.equal(cookies.version, CONSENT_POLICY_VERSION);
    assert.equal(cookies.updated_on, '2026-12-02');
    for (const category of CONSENT_CATEGORIES) assert.ok(cookies.content.includes(category.ad), category.ad);
    assert.match(cookies.content, /Kabul Et.*Reddet.*Tercihler/s);
  });

  it('stores each seeded body as the blog renderer and sanitizer make it from its Markdown', async () => {
    for (const row of await ctx.db.select().from(contentPages)) assert.equal(row.content, pageHtml(row.contentSource), row.slug);
  });

  it('splits the FAQ into groups of questions with answers as HTML and as text', async () => {
    const faq = (await publicPage('sss')).json() as ContentPage;
    assert.ok(faq.faq!.length >= 3);
    assert.ok(faq.faq!.every((group) => group.title && group.items.length > 0));
    const first = faq.faq![0]!.items[0]!;
    assert.equal(first.question, 'Kredi danışmanlığı nedir?');
    assert.match(first.answer_html, /^<p>Kredi danışmanlığı/);
    assert.ok(!first.answer_text.includes('<'));
    // The body the page shows above the questions is the introduction only.
    assert.ok(!faq.content.includes('<h3>'));
  });

  it('answers a page that does not exist, or is no page of the site, with a Turkish 404; a held ETag with 304', async () => {
    for (const slug of ['yok-boyle-bir-sayfa', 'kvkk']) {
      const response = await publicPage(slug);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: m.notFound });
    }
    const first = await publicPage('sss');
    const again = await publicPage('sss', { 'if-none-match': String(first.headers.etag) });
    assert.equal(again.statusCode, 304);
  });

  it('lets the admin edit a page: the Markdown is rendered and sanitized, the change audited and public at once', async () => {
    token = await signIn(ctx.app);
    const list = (await call('GET', `${ADMIN}/`)).json() as AdminContentPageSummary[];
    assert.deepEqual(new Set(list.map((p) => p.slug)), new Set(CONTENT_PAGES.map((p) => p.slug)));
    const before = (await publicPage('kredi-danismanligi')).headers.etag;
    const response = await edit('kredi-danismanligi', {
      title: 'Kredi Danışmanlığı Hizmeti',
      content: '## Yeni bölüm\n\n<script>alert(1)</script><img src=x onerror="alert(2)">Metin **kalın**.',
      updated_on: '2026-12-15',
    });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json() as AdminContentPage;
    assert.ok(!/script|onerror/.test(saved.content));
    assert.match(saved.content, /<h2>Yeni bölüm<\/h2>/);
    const shown = (await publicPage('kredi-danismanligi')).json() as ContentPage;
    assert.equal(shown.title, 'Kredi Danışmanlığı Hizmeti');
    assert.equal(shown.updated_on, '2026-12-15');
    assert.notEqual((await publicPage('kredi-danismanligi')).headers.etag, before);
    const events = await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entity, 'content_page'));
    const event = events.find((e) => e.entityId === saved.id && e.action === 'update')!;
    assert.equal((event.before as { title: string }).title, 'Kredi Danışmanlığı');
    assert.equal((event.after as { title: string }).title, 'Kredi Danışmanlığı Hizmeti');
  });

  it('takes an unpublished page off the site and the sitemap, and back', async () => {
    assert.equal((await edit('banka-kredileri', { published: false })).statusCode, 200);
    assert.equal((await publicPage('banka-kredileri')).statusCode, 404);
    assert.ok(!(await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes('/hizmetler/banka-kredileri'));
    assert.equal((await edit('banka-kredileri', { published: true })).statusCode, 200);
    assert.equal((await publicPage('banka-kredileri')).statusCode, 200);
    assert.ok((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes('/hizmetler/banka-kredileri'));
  });

  it('refuses bad input with Turkish 4xx answers and changes nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['gizlilik-politikasi', { version: null }, 400, m.versionRequired],
      ['gizlilik-politikasi', { version: '1.0 <b>' }, 400, m.versionInvalid],
      ['sss', { content: 'Soru yok, yalnızca metin.' }, 400, m.faqEmpty],
      ['kullanim-kosullari', { updated_on: '2026-02-30' }, 400, m.dateInvalid],
      ['kullanim-kosullari', { title: '' }, 400, m.titleRequired],
      ['kullanim-kosullari', { description: 'x'.repeat(301) }, 400, m.descriptionTooLong],
      ['kullanim-kosullari', { content: 'x'.repeat(20_001) }, 400, m.contentTooLong],
      ['kullanim-kosullari', { slug: 'kvkk' }, 400, m.slugUnknown],
      ['kullanim-kosullari', { slug: 'gizlilik-politikasi' }, 409, m.slugTaken],
    ];
    for (const [slug, overrides, status, message] of cases) {
      const response = await edit(slug, overrides);
      assert.equal(response.statusCode, status, `${JSON.stringify(overrides).slice(0, 60)}: ${response.body}`);
      assert.equal((response.json() as { message: string }).message, message);
    }
    assert.equal(((await publicPage('gizlilik-politikasi')).json() as ContentPage).version, '1.0');
    // A version on a page that is not a policy is not kept.
    const service = (await edit('finans-danismanligi', { version: '9' })).json() as AdminContentPage;
    assert.equal(service.version, null);
    assert.equal((await call('GET', `${ADMIN}/999999/`)).statusCode, 404);
  });

  it('deletes a page (the site answers 404) and creates it again; a second create is a 409', async () => {
    const summary = await byslug('bizi-arayin');
    const page = (await call('GET', `${ADMIN}/${summary.id}/`)).json() as AdminContentPage;
    assert.equal((await call('DELETE', `${ADMIN}/${summary.id}/`)).statusCode, 200);
    assert.equal((await publicPage('bizi-arayin')).statusCode, 404);
    const created = await call('POST', `${ADMIN}/`, bodyOf(page));
    assert.equal(created.statusCode, 201, created.body);
    assert.equal((await publicPage('bizi-arayin')).statusCode, 200);
    const again = await call('POST', `${ADMIN}/`, bodyOf(page));
    assert.equal(again.statusCode, 409);
    assert.equal((again.json() as { message: string }).message, m.slugTaken);
    const actions = (await ctx.db.select().from(adminAuditEvents).where(eq(adminAuditEvents.entity, 'content_page'))).map((e) => e.action);
    assert.ok(actions.includes('delete') && actions.includes('create'));
  });

  it('keeps the admin routes to administrators', async () => {
    assert.equal((await ctx.app.inject({ method: 'GET', url: `${ADMIN}/` })).statusCode, 401);
    assert.equal((await ctx.app.inject({ method: 'PUT', url: `${ADMIN}/1/`, payload: {} })).statusCode, 401);
  });
});
