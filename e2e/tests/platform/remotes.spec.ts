import type { Page } from '@playwright/test';
import { test, expect, gotoInteractive, loadedSharedCopies } from '../../fixtures';

const ERROR_TITLE = 'Bu bölüm şu anda yüklenemedi';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'redux',
  // MUI is shared per component (tooling/webpack/sharedMui.mjs), the router and react-redux live inside the kernel.
  '@mui/material/styles',
  '@mui/material/Box',
  '@mui/material/Typography',
  '@emotion/react',
  '@emotion/styled',
  '@kredi/kernel',
];

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

test.describe('remotes at runtime', () => {
  test('a remote is fetched only when one of its routes is visited', async ({ page, remoteBase }) => {
    const urls = recordRequests(page);
    // The application (and with it the page's remote) loads at the first intent on a server-rendered page.
    await gotoInteractive(page, '/kredi-hesaplama');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const entries = urls.filter((u) => u.endsWith('remoteEntry.js'));
    expect(entries).toEqual([`${remoteBase.calculator}remoteEntry.js`]);
    for (const other of ['marketing', 'credit_form', 'crm', 'admin'] as const) {
      expect(urls.some((u) => u.startsWith(remoteBase[other]))).toBe(false);
    }
  });

  test('a remote whose server is down shows the Turkish panel where no server HTML is; the rest keeps working; Yeniden Dene loads it once back', async ({
    page,
    remoteBase,
  }) => {
    await page.route(`${remoteBase.calculator}**`, (route) => route.abort('connectionrefused'));
    // Opened from another page, the calculator has no server HTML to keep (a server-rendered one keeps it:
    // tests/ssr/remote-code-blocked.spec.ts).
    await gotoInteractive(page, '/hakkimizda');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kredi Hesaplama' }).click();
    await expect(page.getByText(ERROR_TITLE)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sizi Arayalım' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kredi Hesaplama' }).click();
    await expect(page.getByText(ERROR_TITLE)).toBeVisible();
    await page.unroute(`${remoteBase.calculator}**`);
    await page.getByRole('button', { name: 'Yeniden Dene' }).click();
    await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a remote answering 404 shows the panel and the header and footer stay', async ({ page, remoteBase }) => {
    await page.route(`${remoteBase.admin}**`, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/admin/login');
    await expect(page.getByText(ERROR_TITLE)).toBeVisible();
    await page.goto('/kredi-hesaplama');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a network error on one of the remote chunks is contained too', async ({ page, remoteBase }) => {
    await page.route(`${remoteBase.crm}chunks/**`, (route) => route.abort('failed'));
    await page.goto('/crm/login');
    await expect(page.getByText(ERROR_TITLE)).toBeVisible();
    await page.unroute(`${remoteBase.crm}chunks/**`);
    await page.getByRole('button', { name: 'Yeniden Dene' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an exception thrown inside a remote page is contained in its slot', async ({ page, remoteBase }) => {
    // Replaces the container (its exports are read-only getters) so every page it exposes throws while rendering.
    const sabotage = `\n;(function(){var c=self.admin;self.admin={init:function(){return c.init.apply(c,arguments)},get:function(){return c.get.apply(c,arguments).then(function(f){return function(){var mod=f();var routes=mod.routes.map(function(r){return r.Component?Object.assign({},r,{Component:function(){throw new Error('e2e: remote page threw')}}):r});return Object.assign({},mod,{routes:routes})}})}}})();`;
    await page.route(`${remoteBase.admin}remoteEntry.js`, async (route) => {
      const original = await route.fetch();
      // Never cached: with the original's validators, 'Yeniden Dene' would revalidate, get a 304 and run this body again.
      const { etag: _etag, 'last-modified': _lastModified, ...headers } = original.headers();
      await route.fulfill({
        response: original,
        headers: { ...headers, 'cache-control': 'no-store' },
        body: (await original.text()) + sabotage,
      });
    });
    await page.goto('/admin/login');
    await expect(page.getByText(ERROR_TITLE)).toBeVisible();
    await page.unroute(`${remoteBase.admin}remoteEntry.js`);
    await page.getByRole('button', { name: 'Yeniden Dene' }).click();
    await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('one copy of each shared library at runtime, and no remote fetched its own fallback copy', async ({ page, remoteBase, request }) => {
    const urls = recordRequests(page);
    await gotoInteractive(page, '/kredi-hesaplama');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ana Sayfa' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const copies = await loadedSharedCopies(page);
    for (const pkg of SINGLETONS) {
      expect(copies[pkg], `${pkg} loaded copies`).toHaveLength(1);
      expect(copies[pkg]![0]).toMatch(/^shell@/);
    }
    // The kernel's API entry (RTK Query), which the calculator's page loads: one copy too. Its `from` names the remote that
    // loaded it first (the runtime writes the loader there); remotes build no copy of it (providedByTheShell).
    expect(copies['@kredi/kernel/api'], '@kredi/kernel/api loaded copies').toHaveLength(1);
    for (const [pkg, list] of Object.entries(copies)) expect(list, `${pkg} loaded copies`).toHaveLength(1);
    // Never shared as a whole: the MUI barrel, and react-router, react-redux and Redux Toolkit (bundled once, inside
    // the kernel).
    for (const whole of [
      '@mui/material',
      '@mui/system',
      'react-router',
      'react-router-dom',
      'react-redux',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query/react',
    ])
      expect(copies[whole], whole).toBeUndefined();
    // Domain contracts are bundled into each consumer at build time, never negotiated at runtime.
    expect(Object.keys(copies).filter((pkg) => pkg.startsWith('@kredi/contracts'))).toEqual([]);

    for (const remote of ['calculator', 'marketing'] as const) {
      const manifest = (await (await request.get(`${remoteBase[remote]}mf-manifest.json`)).json()) as {
        shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
        exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
      };
      const exposeFiles = new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
      const fallbackFiles = manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]).filter((f) => !exposeFiles.has(f));
      const fetchedFallbacks = fallbackFiles.filter((f) => urls.includes(`${remoteBase[remote]}${f}`));
      expect(fetchedFallbacks, `${remote} fetched its own copies`).toEqual([]);
    }
  });

  test("a remote's injected endpoint is cached in the shell's one store; pages load RTK Query only to call the API", async ({ page }) => {
    let postLoads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/blog-api/')) postLoads++;
    });
    // Server-rendered: the answers come with the page (a client render fetches them, and RTK Query with them).
    expect((await gotoInteractive(page, '/'))?.headers()['x-render']).toBe('server');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const queries = await page.waitForFunction(() => {
      const store = (
        window as unknown as {
          __KREDI_STORE__?: { getState(): { api: { queries: Record<string, { status: string; endpointName: string }> } } };
        }
      ).__KREDI_STORE__;
      const list = Object.values(store?.getState().api.queries ?? {}).filter((q) => q.status === 'fulfilled');
      return list.length > 0 ? list.map((q) => q.endpointName) : null;
    });
    expect(((await queries.jsonValue()) as string[]).length).toBeGreaterThan(0);
    // Read from the server render's answers: the home page never loaded RTK Query (the kernel's API entry).
    expect(Object.keys(await loadedSharedCopies(page))).not.toContain('@kredi/kernel/api');
    const loadsAfterHome = postLoads;
    // Leave and come back with client-side navigation: the cached answer is reused from the shell's store.
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click();
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ana Sayfa' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(postLoads).toBe(loadsAfterHome);
    expect(Object.keys(await loadedSharedCopies(page))).not.toContain('@kredi/kernel/api');
    // The form's calls are made by presses only: RTK Query comes when someone starts filling it in.
    expect((await gotoInteractive(page, '/form'))?.headers()['x-render']).toBe('server');
    expect(Object.keys(await loadedSharedCopies(page))).not.toContain('@kredi/kernel/api');
    await page.getByLabel(/^Cep Telefonunuz/).focus();
    await expect.poll(async () => Object.keys(await loadedSharedCopies(page))).toContain('@kredi/kernel/api');
  });
});
