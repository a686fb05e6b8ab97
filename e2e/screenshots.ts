// `npm run screenshots`: full-page PNGs of every public page and the admin area at 390, 1024 and 1366 px, to look at before a change
// lands. Builds what is stale, serves the product on a fresh embedded database and writes
// e2e/test-results/screenshots/<width>/<page>.png. SCREENSHOT_PORT (default 4390, API on the next port) and
// CHROMIUM_PATH as for the browser tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SCREENSHOT_WIDTHS, VIEWPORT_HEIGHT } from './tests/support/layout';
import { PUBLIC_PAGES, openPublicPage } from './tests/support/publicPages';
import { DEMO_ADMIN } from './tests/admin/helpers';

/** The admin area's pages, pictured signed in as the demo administrator (demo mode). */
const ADMIN_PAGES = ['dashboard', 'kredi-formuller', 'blog', 'blog/yeni', 'blog/kategoriler', 'personel', 'hesaplama-verileri', 'denetim'];

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseURL}/api/admin/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

const repoRoot = path.resolve(__dirname, '..');
const outDir = path.join(__dirname, 'test-results', 'screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 4390);
const baseURL = `http://localhost:${port}`;

/** Playwright's own Chromium where installed, otherwise the system's (as e2e/playwright.config.ts). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(chromium.executablePath())) return undefined;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

async function waitForServer(url: string, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server at ${url}`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kredi-screenshots-'));
  const server = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  });
  const stopServer = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await waitForServer(`${baseURL}/api/health`);
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      for (const width of SCREENSHOT_WIDTHS) {
        // Reduced motion: no picture catches a fade half-way.
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: VIEWPORT_HEIGHT },
          locale: 'tr-TR',
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        // Map tiles come from a public server; the pictures must not depend on it.
        await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
        fs.mkdirSync(path.join(outDir, String(width)), { recursive: true });
        for (const target of PUBLIC_PAGES) {
          await openPublicPage(page, target);
          const file = path.join(outDir, String(width), `${target.key}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(path.relative(repoRoot, file));
        }
        await page.addInitScript((token) => window.localStorage.setItem('admin_token', token), await adminToken());
        for (const adminPage of ADMIN_PAGES) {
          await page.goto(`/admin/${adminPage}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          const file = path.join(outDir, String(width), `admin-${adminPage.replace('/', '-')}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(path.relative(repoRoot, file));
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
