import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../../fixtures';

// Runs on its own server (project 'deploy'): it rewrites that server's remotes manifest.
const repoRoot = path.resolve(__dirname, '../../..');
const tmp = path.join(repoRoot, 'e2e/.tmp', String(process.env.E2E_PORT_BASE ?? 'default'));
const manifestFile = path.join(tmp, 'remotes-deploy.json');
const v2Dir = path.join(tmp, 'builds/admin-v2');

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(() => {
  // A second build of one remote, as its team would publish it; the shell is not rebuilt.
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', v2Dir], {
    cwd: path.join(repoRoot, 'mf-admin'),
    env: { ...process.env, MF_BUILD_VERSION: '2.0.0-e2e' },
    stdio: 'ignore',
  });
});

test.afterAll(() => fs.rmSync(manifestFile, { force: true }));

function buildVersions(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const info = (globalThis as unknown as { __FEDERATION__?: { moduleInfo?: Record<string, { buildVersion?: string }> } }).__FEDERATION__?.moduleInfo ?? {};
    return Object.entries(info)
      .filter(([key]) => key.startsWith('admin:'))
      .map(([, value]) => value.buildVersion);
  });
}

test('manifests and entries are served no-cache, hashed chunks cached long', async ({ request }) => {
  for (const file of ['/remotes.json', '/remotes/admin/mf-manifest.json', '/remotes/admin/remoteEntry.js', '/', '/main.js']) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('no-cache');
  }
  const manifest = (await (await request.get('/remotes/admin/mf-manifest.json')).json()) as { exposes: Array<{ assets: { js: { sync: string[] } } }> };
  const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
  const res = await request.get(`/remotes/admin/${chunk}`);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('switching a remote to a new build is a change to the remotes manifest only', async ({ page, request }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(urls.some((u) => u.startsWith('/remotes/admin/'))).toBe(true);
  expect(await buildVersions(page)).toContain('1.0.0');

  const current = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; entry: string }> };
  const next = { remotes: current.remotes.map((r) => (r.name === 'admin' ? { ...r, entry: '/builds/admin-v2/mf-manifest.json' } : r)) };
  fs.writeFileSync(manifestFile, JSON.stringify(next));

  urls.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(urls.some((u) => u.startsWith('/builds/admin-v2/'))).toBe(true);
  expect(urls.some((u) => u.startsWith('/remotes/admin/'))).toBe(false);
  expect(await buildVersions(page)).toContain('2.0.0-e2e');
});
