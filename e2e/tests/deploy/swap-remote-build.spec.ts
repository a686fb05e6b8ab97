import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoInteractive, showIntent } from '../../fixtures';

// Runs on its own server (project 'deploy'): it rewrites that server's remotes manifest. A remote's squad ships by
// building its remote alone and pointing the manifest at the build; the shell is never rebuilt.
const repoRoot = path.resolve(__dirname, '../../..');
const tmp = path.join(repoRoot, 'e2e/.tmp', String(process.env.E2E_PORT_BASE ?? 'default'));
const manifestFile = path.join(tmp, 'remotes-deploy.json');
const workDir = path.join(tmp, 'squad');
const builds = path.join(tmp, 'builds');

// The two webpack builds take minutes on CI's two cores: only the hook that runs them gets that long (a test that
// hangs fails in a minute, not five).
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** A copy of mf-admin as its squad would change it: one new page and one changed text. */
function squadCopyOfAdmin(): string {
  fs.rmSync(workDir, { recursive: true, force: true });
  const skip = (src: string) => !/[\\/](node_modules|dist)([\\/]|$)/.test(src);
  fs.cpSync(path.join(repoRoot, 'mf-admin'), path.join(workDir, 'mf-admin'), { recursive: true, filter: skip });
  fs.cpSync(path.join(repoRoot, 'tooling'), path.join(workDir, 'tooling'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'remotes.registry.json'), path.join(workDir, 'remotes.registry.json'));
  const app = path.join(workDir, 'mf-admin/src/app');
  fs.writeFileSync(
    path.join(app, 'SquadNewPage.tsx'),
    'export default function SquadNewPage() {\n  return <h1>Duyurular (yeni sayfa)</h1>;\n}\n',
  );
  fs.writeFileSync(
    path.join(app, 'SquadLoginPage.tsx'),
    'export default function SquadLoginPage() {\n  return <h1>Yönetici Girişi — yeni metin</h1>;\n}\n',
  );
  const routes = fs
    .readFileSync(path.join(app, 'routes.ts'), 'utf8')
    .replace("import('../features/auth/components/LoginPage')", "import('./SquadLoginPage')")
    .replace(/\];\s*$/, "  { path: '/admin/duyurular', chrome: 'staff', Component: lazy(() => import('./SquadNewPage')) },\n];\n");
  fs.writeFileSync(path.join(app, 'routes.ts'), routes);
  return path.join(workDir, 'mf-admin');
}

function build(dir: string, outDir: string, env: Record<string, string>) {
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', outDir], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

/** Hash of every file the shell serves, to prove a remote's release leaves them untouched. */
function shellFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(path.join(repoRoot, 'shell/dist'));
  return hash.digest('hex');
}

type ManifestEntry = { name: string; entry: string; routes: string[]; server?: string };

/** Rewrites one remote's entry of this server's manifest (from the original, so each change stands alone). */
async function pointRemote(request: import('@playwright/test').APIRequestContext, name: string, change: Partial<ManifestEntry>) {
  fs.rmSync(manifestFile, { force: true });
  const current = (await (await request.get('/remotes.json')).json()) as { remotes: ManifestEntry[] };
  const next = { remotes: current.remotes.map((r) => (r.name === name ? { ...r, ...change } : r)) };
  fs.writeFileSync(manifestFile, JSON.stringify(next));
}

const pointAdminAt = (request: import('@playwright/test').APIRequestContext, entry: string) => pointRemote(request, 'admin', { entry });

function buildVersions(page: Page) {
  return page.evaluate(() => {
    const info =
      (globalThis as unknown as { __FEDERATION__?: { moduleInfo?: Record<string, { buildVersion?: string }> } }).__FEDERATION__
        ?.moduleInfo ?? {};
    return Object.entries(info)
      .filter(([key]) => key.startsWith('admin:'))
      .map(([, value]) => value.buildVersion);
  });
}

let shellBefore = '';

test.beforeAll(() => {
  test.setTimeout(300_000);
  shellBefore = shellFingerprint();
  const copy = squadCopyOfAdmin();
  build(copy, path.join(builds, 'admin-v2'), { MF_BUILD_VERSION: '2.0.0-e2e' });
  // The same remote built against a kernel major version the shell does not provide.
  build(path.join(repoRoot, 'mf-admin'), path.join(builds, 'admin-kernel5'), { KERNEL_RANGE: '^5.0.0' });
});

test.afterAll(() => fs.rmSync(manifestFile, { force: true }));

test('manifests and entries are served no-cache, hashed chunks cached long', async ({ request }) => {
  for (const file of ['/remotes.json', '/remotes/admin/mf-manifest.json', '/remotes/admin/remoteEntry.js', '/', '/main.js']) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('no-cache');
  }
  const manifest = (await (await request.get('/remotes/admin/mf-manifest.json')).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
  const res = await request.get(`/remotes/admin/${chunk}`);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test("a squad's new page and changed text go live through the manifest only; the shell's files stay byte-identical", async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));

  // Not a page of this build: the server renders the 404 page, whose application loads at the first intent.
  await gotoInteractive(page, '/admin/duyurular');
  await expect(page.getByRole('heading', { name: 'Aradığınız Sayfa Bulunamadı' })).toBeVisible();
  expect(await buildVersions(page)).toContain('1.0.0');

  await pointAdminAt(request, '/builds/admin-v2/mf-manifest.json');
  // A stored page carries the manifest it was rendered with (docs/ssr.md, "The manifest in the page"): the swap is on
  // the page within the page cache's bounds (tooling/test/pageFreshness.build.test.ts holds them to the 2 s freshness target).
  await expect
    .poll(async () => (await (await request.get('/admin/duyurular')).text()).includes('/builds/admin-v2/mf-manifest.json'), {
      timeout: 10_000,
    })
    .toBe(true);
  urls.length = 0;
  await page.reload();
  // The server still renders with the old server build (only the browser entry moved): the new build's page is
  // the browser's, once the application has loaded.
  await showIntent(page);
  await expect(page.getByRole('heading', { name: 'Duyurular (yeni sayfa)' })).toBeVisible();
  expect(urls.some((u) => u.startsWith('/builds/admin-v2/'))).toBe(true);
  expect(urls.some((u) => u.startsWith('/remotes/admin/'))).toBe(false);
  expect(await buildVersions(page)).toContain('2.0.0-e2e');

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Yönetici Girişi — yeni metin' })).toBeVisible();
  expect(shellFingerprint()).toBe(shellBefore);
});

test('a remote built for another kernel major version is refused and shows the Turkish failure panel', async ({ page, request }) => {
  await pointAdminAt(request, '/builds/admin-kernel5/mf-manifest.json');
  await page.goto('/admin/login');
  await expect(page.getByText('Bu bölüm şu anda yüklenemedi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yeniden Dene' })).toBeVisible();
  // The rest of the site is unaffected.
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a remote's server build that throws: its pages still arrive (client-rendered, HTTP 200, no 5xx) and work", async ({
  page,
  request,
}) => {
  // marketing's release ships a server build that throws while rendering /hakkimizda; its browser build is fine.
  fs.mkdirSync(path.join(builds, 'marketing-broken-server'), { recursive: true });
  fs.writeFileSync(
    path.join(builds, 'marketing-broken-server', 'routes.js'),
    `exports.kernelRange = '^4.0.0';
     exports.routes = [{ path: '/hakkimizda', chrome: 'public', Component: () => { throw new Error('e2e: broken server build'); } }];`,
  );
  await pointRemote(request, 'marketing', { server: '/builds/marketing-broken-server/routes.js' });
  // The composer reuses the manifest for a second.
  await expect.poll(async () => (await request.get('/hakkimizda')).headers()['x-render'], { timeout: 10_000 }).toBe('client');

  const serverErrors: string[] = [];
  page.on('response', (r) => r.status() >= 500 && serverErrors.push(`${r.status()} ${r.url()}`));
  const response = await page.goto('/hakkimizda');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-render']).toBe('client');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  // The page works as a client render does: the footer's callback form answers.
  await expect(page.getByRole('textbox', { name: 'Telefon Numaranız' })).toBeEditable();
  expect(serverErrors).toEqual([]);
});
