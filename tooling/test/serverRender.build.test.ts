// The server render of the built system, without a browser: what a search engine's crawler (or curl) gets for every
// public page, the 404 status, the sitemap, and the fallback to the client render when a remote's server build
// throws or is slow. Needs the built system (npm run build); skipped when it is missing.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { metricsPorts } from '../../scripts/lib/apiProcess';
import { repoRoot } from '../../scripts/lib/layout';
import { builtSystem } from './builtSystem';

const PORT = Number(process.env.SSR_TEST_PORT ?? 23040);
/** The site's public address, from configuration (PUBLIC_BASE_URL → the render service's SITE_URL), not where the test
 * reaches it: canonical links must never follow the request's Host. */
const PUBLIC_BASE_URL = 'https://kredi.example';
const built = ['api/dist/server.js', 'render-service/dist/render-service.js', 'mf-marketing/dist/server/routes.js'].every((f) =>
  fs.existsSync(path.join(repoRoot, f)),
);
const system = builtSystem({
  name: 'ssr',
  port: PORT,
  env: {
    // One render worker per remote: these pages are asked for one at a time, and each worker costs about 1.6 s of CPU
    // to start (renderIsolation.build.test.ts keeps the default, it measures rates).
    RENDER_THREADS: '1',
    PUBLIC_BASE_URL,
  },
});
const { site, remotesFile, buildsDir } = system;

/** A seeded post (api/src/db/seed/blogContent.ts) with its title as the page shows it. */
const POST = { slug: 'findeks-kredi-notu-nedir', title: 'Findeks Kredi Notu Nedir' };

/** Each public page: a text of its real content that a client render's empty <div id="root"> never contains. */
const PUBLIC_PAGES: Array<{ path: string; content: RegExp; title: RegExp }> = [
  { path: '/', content: /Kolay Kredinin Formülü/, title: /Kolay Kredinin Formülü/ },
  { path: '/hakkimizda', content: /Hakkımızda/, title: /Hakkımızda/ },
  { path: '/blog', content: new RegExp(POST.title), title: /Blog/ },
  { path: `/blog/${POST.slug}`, content: new RegExp(POST.title), title: new RegExp(POST.title) },
  { path: '/iletisim', content: /Bizi Ziyaret Edin/, title: /İletişim/ },
  { path: '/kvkk', content: /Aydınlatma Metni/, title: /KVKK|Aydınlatma/ },
  { path: '/form', content: /Kredi Limitini/, title: /Kredi Limitinizi Öğrenin/ },
  { path: '/kredi-hesaplama', content: /Kredi Hesaplama/, title: /Kredi Hesaplama/ },
];

/** The client render's page: the static index.html (minified: the attribute may lack quotes). */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
/** The scripts a page references (src attributes, quoted or not). */
const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\ssrc="?([^\s">]+)/g)].map((m) => m[1]);

const get = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(new URL(p, site), { headers });
  return { status: res.status, render: res.headers.get('x-render'), html: await res.text() };
};
/** A meta tag's content, quoted (the composer's tags) or not (the minified template's). */
const metaContent = (html: string, attr: string, name: string) => {
  const match = html.match(new RegExp(`<meta ${attr}="?${name}"? content=(?:"([^"]*)"|([^"\\s>]+))`));
  return match?.[1] ?? match?.[2];
};
const rootHtml = (html: string) => html.match(/<div id="root">([\s\S]*?)<\/div><script type="application\/json"/)?.[1] ?? '';
// The counters are on the gateway's loopback metrics listener (npm start: API_PORT + 72), never on the site's port.
const metrics = async () =>
  (await (await fetch(`http://127.0.0.1:${metricsPorts(PORT + 1).gateway}/__composer/metrics`)).json()) as {
    composer: { failures: number; clientRendered: Record<string, number> };
  };

/** Points marketing's server build at `file` (a stand-in the test writes) through the runtime manifest only. */
async function swapMarketingServerBuild(name: string, code: string) {
  fs.mkdirSync(path.join(buildsDir, name), { recursive: true });
  fs.writeFileSync(path.join(buildsDir, name, 'routes.js'), code);
  const manifest = (await (await fetch(`${site}/remotes.json`)).json()) as { remotes: Array<{ name: string; server?: string }> };
  for (const r of manifest.remotes) if (r.name === 'marketing') r.server = `/builds/${name}/routes.js`;
  fs.writeFileSync(remotesFile, JSON.stringify(manifest));
  // The composer reuses the manifest for a second.
  await new Promise((r) => setTimeout(r, 1200));
}

describe('server render of the built system', { skip: built ? false : 'the system is not built (npm run build)' }, () => {
  before(async () => {
    system.start();
    await system.waitUntil('the API answers /api/health', async () => (await fetch(`${site}/api/health`)).ok);
    // The render service starts beside the gateway: ready once the gateway can read its counters.
    await system.waitUntil('the gateway reads the counters of the render service', async () => Boolean((await metrics()).composer), 200);
    // Each remote's pool of render workers starts with its first page (docs/ssr.md, "Render isolation"): warm them.
    for (const p of ['/', '/form', '/kredi-hesaplama', '/sayfa-bulunamadi-ornegi']) {
      await system.waitUntil(`${p} is rendered on the server`, async () => (await get(p, { cookie: 'warm=1' })).render === 'server', 200);
    }
  });
  after(() => system.stop());

  test('every public page arrives with its content, the chrome, critical CSS, title, description, canonical and Open Graph tags', async () => {
    const manifest = (await (await fetch(`${site}/remotes.json`)).json()) as { remotes: Array<Record<string, unknown>> };
    for (const page of PUBLIC_PAGES) {
      const { status, render, html } = await get(page.path);
      assert.equal(status, 200, page.path);
      assert.equal(render, 'server', page.path);
      const root = rootHtml(html);
      assert.match(root, page.content, `${page.path}: content`);
      assert.match(root, /aria-label="Ana menü"/, `${page.path}: header`);
      assert.match(root, /<footer/, `${page.path}: footer`);
      assert.match(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '', page.title, `${page.path}: title`);
      assert.ok(metaContent(html, 'name', 'description'), `${page.path}: description`);
      assert.ok(html.includes(`<link rel="canonical" href="${PUBLIC_BASE_URL}${page.path}"`), `${page.path}: canonical`);
      assert.equal(metaContent(html, 'property', 'og:url'), `${PUBLIC_BASE_URL}${page.path}`, `${page.path}: og:url`);
      assert.equal(metaContent(html, 'property', 'og:title'), html.match(/<title>([^<]*)<\/title>/)?.[1], `${page.path}: og:title`);
      assert.match(
        metaContent(html, 'property', 'og:image') ?? '',
        /^https:\/\/kredi\.example\/assets\/[0-9a-f]{12}\.png$/,
        `${page.path}: og:image`,
      );
      assert.match(html, /<style data-emotion="kk[ -]/, `${page.path}: critical CSS`);
      assert.match(html, /<script type="application\/json" id="kredi-server-state">/, `${page.path}: state for the browser`);
      // The manifest it was rendered with, as the browser reads /remotes.json (no server build URLs), and its owner.
      const copy = JSON.parse(html.match(/<script type="application\/json" id="kredi-remotes">([^<]*)<\/script>/)?.[1] ?? 'null');
      assert.deepEqual(
        copy,
        {
          remotes: manifest.remotes.map(({ name, entry, routes }) => ({ name, entry, routes })),
          page: page.path === '/form' ? 'credit_form' : page.path === '/kredi-hesaplama' ? 'calculator' : 'marketing',
        },
        `${page.path}: the manifest in the page`,
      );
      // Only the intent loader: the application loads at the visitor's first intent (docs/ssr.md).
      assert.deepEqual(
        scriptSources(html).map((src) => /^\/chunks\/[0-9a-f]{12}\.js$/.test(src ?? '')),
        [true],
        `${page.path}: the loader only`,
      );
    }
  });

  test('canonical, og:url, og:image and share links name the configured site whatever Host the request sends', async () => {
    // Node's fetch sets Host itself: a raw request sends a forged one, with forged forwarding headers beside it.
    const html = await new Promise<string>((resolve, reject) => {
      const headers = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example',
      };
      http
        .get(`${site}/blog/${POST.slug}`, { headers }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    assert.ok(html.includes(`<link rel="canonical" href="${PUBLIC_BASE_URL}/blog/${POST.slug}"`));
    assert.match(metaContent(html, 'property', 'og:image') ?? '', /^https:\/\/kredi\.example\/assets\//);
    assert.ok(html.includes(encodeURIComponent(`${PUBLIC_BASE_URL}/blog/${POST.slug}`)), 'share links name the configured site');
    assert.doesNotMatch(html, /evil\.example/);
  });

  test('the Open Graph picture is served, cached for good (its name changes with it)', async () => {
    const { html } = await get('/');
    const response = await fetch(new URL(new URL(metaContent(html, 'property', 'og:image')!).pathname, site));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.match(String(response.headers.get('cache-control')), /immutable/);
  });

  test("the post's body and title come from the database, and its data is handed to the browser", async () => {
    const post = (await (await fetch(`${site}/api/blog-api/posts/${POST.slug}/`)).json()) as { content: string; title: string };
    const { html } = await get(`/blog/${POST.slug}`);
    const firstParagraph = post.content.match(/<p>([^<&]{20,})/)?.[1];
    assert.ok(firstParagraph, 'the seeded post has a paragraph');
    assert.ok(rootHtml(html).includes(firstParagraph), 'the body is in the HTML');
    const state = JSON.parse(html.match(/id="kredi-server-state">([^<]*)<\/script>/)?.[1] ?? '{}') as {
      api?: { queries?: Record<string, { status: string }> };
    };
    assert.equal(state.api?.queries?.[`getBlogPost("${POST.slug}")`]?.status, 'fulfilled');
  });

  test('an unknown path, or a post that does not exist, is HTTP 404 with the Turkish 404 page', async () => {
    for (const p of ['/sayfa-bulunamadi-ornegi', '/blog/boyle-bir-yazi-yok']) {
      const { status, html } = await get(p);
      assert.equal(status, 404, p);
      assert.match(rootHtml(html), p.startsWith('/blog') ? /Yazı bulunamadı|bulunamadı/i : /Aradığınız Sayfa Bulunamadı/, p);
    }
  });

  test('the sitemap lists every published post', async () => {
    const posts = (await (await fetch(`${site}/api/blog-api/posts/`)).json()) as Array<{ slug: string }>;
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    assert.ok(posts.length > 0);
    for (const { slug } of posts) assert.ok(sitemap.includes(`/blog/${slug}</loc>`), `sitemap lists ${slug}`);
  });

  test('staff areas stay client-rendered', async () => {
    const { status, render, html } = await get('/crm/dashboard');
    assert.equal(status, 200);
    assert.equal(render, 'client');
    assert.match(html, EMPTY_ROOT);
    // Nothing to hydrate: the application loads at once.
    assert.deepEqual(scriptSources(html), ['/main.js']);
  });

  test('a request for the client render (X-Render-Mode: client) gets index.html, not counted as a failure', async () => {
    const before = (await metrics()).composer;
    const res = await fetch(new URL('/hakkimizda', site), { headers: { 'x-render-mode': 'client' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-render'), 'client');
    assert.match(await res.text(), EMPTY_ROOT);
    const after = (await metrics()).composer;
    assert.equal(after.failures, before.failures);
    assert.equal((after.clientRendered['client-requested'] ?? 0) - (before.clientRendered['client-requested'] ?? 0), 1);
  });

  test('a remote whose server build throws, or whose data takes over the 1 s limit, leaves the page to the client render with a log line and a counter', async () => {
    const before = (await metrics()).composer;
    await swapMarketingServerBuild(
      'throwing',
      `exports.kernelRange = '^4.0.0';
       exports.routes = [{ path: '/hakkimizda', chrome: 'public', Component: () => { throw new Error('remote bug'); } }];`,
    );
    // Past the gateway's page cache, which would keep serving the last good page (docs/ssr.md, "Page cache").
    const uncached = { cookie: 'test=1' };
    const thrown = await get('/hakkimizda', uncached);
    assert.equal(thrown.status, 200);
    assert.equal(thrown.render, 'client');
    assert.match(thrown.html, EMPTY_ROOT);

    await swapMarketingServerBuild(
      'slow',
      `exports.kernelRange = '^4.0.0';
       exports.routes = [{ path: '/hakkimizda', chrome: 'public', prefetch: () => new Promise((r) => setTimeout(r, 2000)), Component: () => null }];`,
    );
    const started = Date.now();
    const slow = await get('/hakkimizda', uncached);
    assert.equal(slow.render, 'client');
    assert.ok(Date.now() - started < 1800, 'the visitor does not wait for the slow remote');

    await swapMarketingServerBuild('other-kernel', `exports.kernelRange = '^5.0.0'; exports.routes = [];`);
    assert.equal((await get('/hakkimizda', uncached)).render, 'client');

    const after = (await metrics()).composer;
    assert.equal(after.failures - before.failures, 3);
    assert.equal((after.clientRendered['render-error'] ?? 0) - (before.clientRendered['render-error'] ?? 0), 1);
    assert.equal((after.clientRendered['data-timeout'] ?? 0) - (before.clientRendered['data-timeout'] ?? 0), 1);
    fs.rmSync(remotesFile);
  });

  test('a remote the manifest says this shell cannot serve is left to the browser, which refuses it alike: never a server render to cache', async () => {
    // Stored in the gateway's page cache with the manifest of now (no cookie: a page for everyone), once the composer
    // has left the manifest of the test before (it reuses one for a second).
    for (let i = 0; i < 30 && (await get('/hakkimizda')).render !== 'server'; i++) await new Promise((r) => setTimeout(r, 200));
    assert.equal((await get('/hakkimizda')).render, 'server');
    const before = (await metrics()).composer;
    const manifest = (await (await fetch(`${site}/remotes.json`)).json()) as { remotes: Array<{ name: string; requires?: object }> };
    for (const r of manifest.remotes) if (r.name === 'marketing') r.requires = { kernel: '^3.0.0' };
    fs.writeFileSync(remotesFile, JSON.stringify(manifest));
    await new Promise((r) => setTimeout(r, 1200));
    try {
      const res = await fetch(new URL('/hakkimizda', site), { headers: { cookie: 'test=1' } });
      assert.equal(res.status, 200);
      // The gateway passes on whether a page was server-rendered, not why: the reason is read from the counters below.
      assert.equal(res.headers.get('x-render'), 'client');
      assert.match(await res.text(), EMPTY_ROOT);
      // The page the cache stored before the manifest changed is not served after it: the cache keys a page by the
      // manifest it was rendered with, so the visitor without a cookie gets the refusal's client render too.
      const cached = await get('/hakkimizda');
      assert.equal(cached.render, 'client');
      assert.match(cached.html, EMPTY_ROOT);
      // The refusal is the composer's own answer, counted by its reason.
      const after = (await metrics()).composer;
      assert.equal((after.clientRendered['remote-refused'] ?? 0) - (before.clientRendered['remote-refused'] ?? 0), 2);
    } finally {
      fs.rmSync(remotesFile);
    }
  });
});
