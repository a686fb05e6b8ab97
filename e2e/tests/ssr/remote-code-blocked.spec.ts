import type { Page } from '@playwright/test';
import { test, expect, gotoInteractive, showIntent } from '../../fixtures';
import { SERVER_CONTENT_KEPT_ATTRIBUTE } from '../../../shell/src/features/remotes/lib/serverContentKept';

// A remote's browser files unreachable (its CDN down, a deploy half-done): the pages the server rendered keep their
// content, readable and with working links, and say plainly that a part of the page did not load; the failure is
// named once with its reason and counted; the other remotes' pages are untouched.

const PANEL_TITLE = 'Bu bölüm şu anda yüklenemedi';
const NOTICE = 'Sayfanın bazı özellikleri şu anda yüklenemedi';

const CASES = [
  { remote: 'marketing', path: '/blog', other: '/kredi-hesaplama', hasForm: false },
  { remote: 'calculator', path: '/kredi-hesaplama', other: '/blog', hasForm: false },
  { remote: 'credit_form', path: '/form', other: '/kredi-hesaplama', hasForm: true },
] as const;

/** The log lines and beacons that name a remote's failure. */
function recordFailures(page: Page) {
  const lines: string[] = [];
  const beacons: unknown[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[remotes]')) lines.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/olcum/uzak-modul/')) beacons.push(JSON.parse(request.postData() ?? 'null'));
  });
  return { lines, beacons };
}

for (const { remote, path, other, hasForm } of CASES) {
  test(`${remote}'s browser files blocked: ${path} keeps its server content with a quiet notice, ${other} is untouched`, async ({
    page,
    request,
    remoteBase,
  }) => {
    // A server render in the page cache first: on a loaded machine a render may be left to the browser (render-busy).
    await expect.poll(async () => (await request.get(path)).headers()['x-render'], { timeout: 15_000 }).toBe('server');
    const failures = recordFailures(page);
    await page.route(`${remoteBase[remote]}**`, (route) => route.abort('connectionrefused'));
    const response = await page.goto(path);
    expect(response?.headers()['x-render']).toBe('server');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    const title = await heading.textContent();
    await showIntent(page);
    await page.locator(`html[${SERVER_CONTENT_KEPT_ATTRIBUTE}]`).waitFor({ state: 'attached' });

    // The content stays; a notice (not the panel) offers 'Yeniden Dene', as a link to the page itself.
    await expect(heading).toHaveText(title!);
    await expect(page.getByText(PANEL_TITLE)).toHaveCount(0);
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Yeniden Dene' })).toHaveAttribute('href', new URL(path, page.url()).href);
    if (hasForm) await expect(page.getByRole('note').first()).toContainText('Bu form şu anda gönderilemiyor');

    // Named once, with its reason, and counted by the API.
    await expect.poll(() => failures.beacons).toEqual([{ uzak: remote, neden: 'chunk-load-failed' }]);
    expect(failures.lines).toHaveLength(1);
    expect(failures.lines[0]).toContain(`[remotes] ${remote} çalıştırılamadı: chunk load failed`);

    // Links are links: the header's link to another remote's page opens it, which works as ever.
    const link = page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: other === '/blog' ? 'Blog' : 'Kredi Hesaplama' });
    await Promise.all([page.waitForURL(`**${other}`), link.click()]);
    await gotoInteractive(page, other);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(page.getByText(PANEL_TITLE)).toHaveCount(0);
  });
}

test('with the files back, Yeniden Dene opens the page again and it becomes interactive', async ({ page, remoteBase }) => {
  await page.route(`${remoteBase.calculator}**`, (route) => route.abort('connectionrefused'));
  await page.goto('/kredi-hesaplama');
  await showIntent(page);
  await page.locator(`html[${SERVER_CONTENT_KEPT_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await page.unroute(`${remoteBase.calculator}**`);
  await page.getByRole('link', { name: 'Yeniden Dene' }).click();
  await page.waitForLoadState('domcontentloaded');
  await showIntent(page);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
