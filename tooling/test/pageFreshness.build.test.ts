// Fresh content through the page cache (docs/ssr.md, "Page cache"): a published or edited post, a changed loan type
// and a redeployed remote (a new build URL in the manifest, or a build replaced in place) are on the page within 2 s,
// while the pages are answered from the gateway's cache. Needs the built system (npm run build); skipped without it.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../../scripts/lib/layout';
import { builtSystem } from './builtSystem';

const PORT = Number(process.env.FRESHNESS_TEST_PORT ?? 23090);
const FRESH_WITHIN_MS = 2000;
const built = ['api/dist/server.js', 'render-service/dist/render-worker.js', 'mf-marketing/dist/server/routes.js'].every((f) =>
  fs.existsSync(path.join(repoRoot, f)),
);
const system = builtSystem({
  name: 'freshness',
  port: PORT,
  env: {
    RENDER_METRICS_PORT: String(PORT + 3),
    // One render worker per remote: these pages are asked for one at a time, and each worker costs about 1.6 s of CPU
    // to start (renderIsolation.build.test.ts keeps the default, it measures rates).
    RENDER_THREADS: '1',
    // Generous limits, as the browser tests use: the machine is shared; a missed limit is a client render, which
    // the page cache never stores.
    RENDER_TIMEOUT_MS: '3000',
    RENDER_DATA_TIMEOUT_MS: '5000',
  },
});
const { site, remotesFile, buildsDir } = system;
let headers: Record<string, string> = {};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const page = async (p: string) => {
  const res = await fetch(new URL(p, site));
  return { render: res.headers.get('x-render'), html: await res.text() };
};
/** Pages the render service has rendered on the server so far (its Prometheus counter). */
async function serverRenders(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${PORT + 3}/metrics`)).text();
  return Number(/^render_pages_total\{rendered="server"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}
const admin = (method: string, p: string, body: unknown) =>
  fetch(new URL(p, site), { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Visitors keep reading `p` (from the cache); milliseconds until its HTML matches `text`. */
async function msUntilShown(p: string, text: string, since: number): Promise<number> {
  for (;;) {
    const { html } = await page(p);
    if (html.includes(text)) return Date.now() - since;
    if (Date.now() - since > FRESH_WITHIN_MS * 3) return Infinity;
    await sleep(50);
  }
}

/** Marketing's server build `name`, written to the builds folder: /hakkimizda shows `text`. */
function writeBuild(name: string, text: string) {
  fs.mkdirSync(path.join(buildsDir, name), { recursive: true });
  fs.writeFileSync(
    path.join(buildsDir, name, 'routes.js'),
    `exports.kernelRange = '^4.0.0';
     exports.routes = [{ path: '/hakkimizda', chrome: 'public', Component: () => ${JSON.stringify(text)} }];`,
  );
}

describe('fresh content through the page cache', { skip: built ? false : 'the system is not built (npm run build)' }, () => {
  before(async () => {
    system.start();
    for (const p of ['/blog', '/hakkimizda']) {
      await system.waitUntil(`${p} is rendered on the server`, async () => (await page(p)).render === 'server');
    }
    const login = await fetch(`${site}/api/admin/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin-2025' }),
    });
    headers = { authorization: `Token ${((await login.json()) as { token: string }).token}` };
  });
  after(() => system.stop());

  test('an idle page nobody changed is confirmed by conditional requests, not rendered again', async () => {
    for (const p of ['/hakkimizda', '/blog']) {
      assert.equal((await page(p)).render, 'server');
      await sleep(2000); // idle: past fresh + stale, so the cache revalidates it before serving it
      const before = await serverRenders();
      const started = Date.now();
      const again = await page(p);
      assert.equal(again.render, 'server');
      // The build's and the data's validators answered 304 (the build's needs conditionalHeaders: see there).
      assert.equal(await serverRenders(), before, `${p} was rendered again after ${Date.now() - started} ms`);
    }
  });

  test('a published post, then its edited title, are on the cached pages within 2 s', async () => {
    const categories = (await (await fetch(`${site}/api/admin/blog/categories/`, { headers })).json()) as Array<{ id: number }>;
    await page('/blog');
    assert.equal((await page('/blog')).render, 'server');
    const title = `Tazelik Denemesi ${Date.now().toString(36)}`;
    const post = {
      title,
      summary: 'Özet',
      content: 'Giriş\n\nMetin',
      category_id: categories[0]!.id,
      image: null,
      published: true,
      featured: false,
    };
    const published = Date.now();
    const created = await admin('POST', '/api/admin/blog/posts/', post);
    assert.equal(created.status, 201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    const listed = await msUntilShown('/blog', title, published);
    assert.ok(listed <= FRESH_WITHIN_MS, `the blog list showed the post after ${listed} ms`);

    await page(`/blog/${slug}`);
    await sleep(3000); // the post's page is stored and idle: no visitor keeps it fresh
    const edited = Date.now();
    assert.equal((await admin('PUT', `/api/admin/blog/posts/${id}/`, { ...post, title: `${title} düzeltildi` })).status, 200);
    const shown = await msUntilShown(`/blog/${slug}`, `${title} düzeltildi`, edited);
    assert.ok(shown <= FRESH_WITHIN_MS, `the post's page showed the new title after ${shown} ms`);
  });

  test('a changed loan type is in the public answer within 2 s (the calculator page reads it in the browser)', async () => {
    const data = (await (await fetch(`${site}/api/admin/calculator/`, { headers })).json()) as {
      turler: Array<{ id: string; ad: string; aktif: boolean; bakim_modu: boolean; bakim_mesaji: string | null }>;
    };
    const { id, ...type } = data.turler[0]!;
    const name = `${type.ad} ${Date.now().toString(36)}`;
    const changed = Date.now();
    assert.equal((await admin('PUT', `/api/admin/calculator/loan-types/${id}/`, { ...type, ad: name })).status, 200);
    const shown = await msUntilShown('/api/kredi/kredi-turleri/', name, changed);
    assert.ok(shown <= FRESH_WITHIN_MS, `after ${shown} ms`);
    // The server-rendered page holds no loan type of the API's (only the built-in names the page always shows), so
    // no stored page can show an old one: the changed name, which the API answers, is not in it.
    assert.ok(!(await page('/kredi-hesaplama')).html.includes(name));
    await admin('PUT', `/api/admin/calculator/loan-types/${id}/`, type);
  });

  test('a redeployed remote is on the cached page within 2 s: a new build URL, then a build replaced in place', async () => {
    writeBuild('v1', 'Birinci sürüm');
    const manifest = (await (await fetch(`${site}/remotes.json`)).json()) as {
      remotes: Array<{ name: string; entry: string; server?: string }>;
    };
    // The browser's entry moves with it: the page carries the manifest it was rendered with (docs/ssr.md).
    const entry = '/builds/v1/mf-manifest.json';
    for (const r of manifest.remotes) if (r.name === 'marketing') Object.assign(r, { server: '/builds/v1/routes.js', entry });
    await page('/hakkimizda');
    const swapped = Date.now();
    fs.writeFileSync(remotesFile, JSON.stringify(manifest));
    const byUrl = await msUntilShown('/hakkimizda', 'Birinci sürüm', swapped);
    assert.ok(byUrl <= FRESH_WITHIN_MS, `new URL: after ${byUrl} ms`);
    assert.ok((await page('/hakkimizda')).html.includes(`"entry":"${entry}"`), "the page's manifest names the new entry");

    await sleep(3000);
    const replaced = Date.now();
    writeBuild('v1', 'İkinci sürüm');
    const inPlace = await msUntilShown('/hakkimizda', 'İkinci sürüm', replaced);
    assert.ok(inPlace <= FRESH_WITHIN_MS, `in place: after ${inPlace} ms`);
    fs.rmSync(remotesFile);
  });
});
