import type { Page } from '@playwright/test';
import { test, expect, pageInteractive, showIntent } from '../../fixtures';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../../../shell/src/lib/pageInteractive';
import { uniquePhone } from '../credit-form/helpers';
import { APPLICATION_ENTRY, holdScripts } from '../support/heldScripts';
import { tabTo } from '../support/keyboard';
import { PUBLIC_PAGES } from '../support/publicPages';

// A server-rendered public page references only a small loader; the application loads when the browser is idle
// after the first paint, or earlier at the first sign of a person using the page (docs/ssr.md, "Hydrate when idle or
// on intent"). Nothing done before it is interactive is lost.

const interactive = (page: Page) => page.locator(`html[${PAGE_INTERACTIVE_ATTRIBUTE}]`);
const callbackRegion = (page: Page) => page.getByRole('region', { name: 'Sizi Arayalım' });
const CALLBACK_SENT = 'Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.';

/** The scripts and data requests the page started before its first contentful paint (finished or not). */
const ASKED_BEFORE_FIRST_PAINT = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  if (!fcp) return null;
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime < fcp.startTime && ['script', 'fetch', 'xmlhttprequest'].includes(e.initiatorType))
    .map((e) => e.name);
})()`;

test('a public page paints with the loader only, then loads the application when idle and hydrates with no intent at all', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const target of PUBLIC_PAGES) {
    scripts.length = 0;
    const response = await page.goto(target.path, { waitUntil: 'commit' });
    expect(response?.headers()['x-render'], target.path).toBe('server');
    // Read from the server's HTML (minified: attributes may be unquoted): by now the loader may have added main.js.
    const sources = [...(await response!.text()).matchAll(/<script\b[^>]*?\bsrc=["']?([^"'\s>]+)/g)].map((m) => m[1]!);
    expect(sources, `${target.path}: one script in the HTML`).toHaveLength(1);
    const referenced = new URL(sources[0]!, response!.url()).href;
    // Nobody moves, touches or types: the browser's idle time after the first paint brings the application.
    await pageInteractive(page);
    const asked = (await page.evaluate(ASKED_BEFORE_FIRST_PAINT)) as string[] | null;
    expect(asked, `${target.path}: painted`).not.toBeNull();
    expect(
      asked!.filter((url) => url !== referenced),
      `${target.path}: nothing but the loader before the first paint`,
    ).toEqual([]);
    expect(
      scripts.some((url) => APPLICATION_ENTRY.test(url)),
      `${target.path}: the application arrived`,
    ).toBe(true);
  }
});

test('an intent before the browser is idle loads the application at once', async ({ page }) => {
  // The page's idle callbacks never come: only the intent can start the load.
  await page.addInitScript({ content: 'window.requestIdleCallback = () => 0;' });
  const app = await holdScripts(page, APPLICATION_ENTRY);
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  expect(app.requested(), 'no idle time, no intent: nothing loads').toBe(false);
  await showIntent(page);
  await expect.poll(app.requested, 'the intent started loading the application').toBe(true);
  app.release();
  await pageInteractive(page);
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tap on the menu toggle before hydration opens the menu once the page is interactive', async ({ page }) => {
    const app = await holdScripts(page, APPLICATION_ENTRY);
    await page.goto('/hakkimizda');
    // Found by its id: an open menu hides the rest of the page from the accessibility tree.
    const toggle = page.locator('button[aria-controls="mobil-menu"]');
    await toggle.tap();
    await expect.poll(app.requested, 'the application was asked for (idle time or the tap)').toBe(true);
    await page.waitForTimeout(300);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(interactive(page)).toHaveCount(0);

    app.release();
    await pageInteractive(page);
    const menu = page.getByRole('navigation', { name: 'Mobil menü' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Replayed once: still open a moment later.
    await page.waitForTimeout(500);
    await expect(menu).toBeVisible();
  });
});

test('a number typed and sent before hydration is sent, with what was typed, once the page is interactive', async ({ page }) => {
  const app = await holdScripts(page, APPLICATION_ENTRY);
  await page.goto('/kvkk');
  const input = callbackRegion(page).getByRole('textbox', { name: 'Telefon Numaranız' });
  const phone = uniquePhone();
  await input.fill(phone);
  const posted = page.waitForRequest('**/api/callback-request/');
  await callbackRegion(page).getByRole('button', { name: 'Gönder' }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search, 'no native submit with the number in the URL').toBe('');
  await expect(interactive(page)).toHaveCount(0);
  await expect(input).toHaveValue(phone);

  app.release();
  expect((await posted).postDataJSON()).toEqual({ phone_number: phone });
  await expect(callbackRegion(page).getByRole('status')).toHaveText(CALLBACK_SENT);
});

test('with the keyboard before hydration: Tab and Enter follow a link, and a number typed and sent with Enter is sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const app = await holdScripts(page, APPLICATION_ENTRY);
  await page.goto('/');
  await tabTo(page, page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Blog' }), { max: 15 });
  await page.keyboard.press('Enter');
  // An ordinary navigation to the next server-rendered page, while the application is still on its way.
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(interactive(page)).toHaveCount(0);

  const input = callbackRegion(page).getByRole('textbox', { name: 'Telefon Numaranız' });
  await tabTo(page, input, { max: 80 });
  const phone = uniquePhone();
  await page.keyboard.type(phone);
  await tabTo(page, callbackRegion(page).getByRole('button', { name: 'Gönder' }), { max: 2 });
  const posted = page.waitForRequest('**/api/callback-request/');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await expect(interactive(page)).toHaveCount(0);

  app.release();
  expect((await posted).postDataJSON()).toEqual({ phone_number: phone });
  await expect(callbackRegion(page).getByRole('status')).toHaveText(CALLBACK_SENT);
});
