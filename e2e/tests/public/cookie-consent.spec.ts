import type { Page } from '@playwright/test';
import { test, expect, FRESH_VISIT, gotoInteractive, pageInteractive } from '../../fixtures';
import { CONSENT_STORAGE_KEY } from '../../../shared/contracts/src/consent';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { trackRequests } from '../support/firstScreenJs';
import { FLOW_INSIDE_A_REMOTE, onlyInSingleProfile } from '../support/profiles';
import { REVIEW_SCREENSHOTS } from '../support/reviewScreenshots';
import { amountField, instalment } from '../calculator/helpers';

test.beforeEach(() => onlyInSingleProfile(FLOW_INSIDE_A_REMOTE));

// A first visit: nothing stored, no choice made. What the site may do before a choice is only the strictly necessary
// (docs/kvkk.md, 'What the site stores or sends about a visit').
test.use(FRESH_VISIT);

const LAST_CALCULATION = 'kredi-hesaplama:son-hesaplama';
const FUNNEL_VISIT = 'kredi-huni:ziyaret';

/** What a page did that is not strictly necessary, by kind. */
interface Optional {
  speedChunk: string[];
  speedBeacon: string[];
  funnelBeacon: string[];
  blogView: string[];
  mapTiles: string[];
}

/**
 * Follows everything the page sends (requests of any kind, beacons included) and every storage and cookie write it
 * makes, from the first script on, across navigations.
 */
async function watch(page: Page) {
  const requests: string[] = [];
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __writes: string[] };
    w.__writes = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      w.__writes.push(`${this === window.sessionStorage ? 'session' : 'local'}:${key}`);
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return cookie.get!.call(this);
      },
      set(value: string) {
        w.__writes.push(`cookie:${value.split('=')[0]}`);
        cookie.set!.call(this, value);
      },
    });
  });
  const writes: string[] = [];
  return {
    /** Storage writes of the page now open (call before leaving it). */
    async takeWrites(): Promise<string[]> {
      const now = await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes.splice(0));
      writes.push(...now);
      return now;
    },
    writes,
    async optional(): Promise<Optional> {
      const loaded = await Promise.all(scripts);
      const matching = (pattern: RegExp) => requests.filter((r) => pattern.test(r));
      return {
        // The speed beacon's own chunk (with web-vitals), known by the address it sends to.
        speedChunk: loaded.filter((s) => s.body.includes('/api/olcum/hiz/')).map((s) => s.url),
        speedBeacon: matching(/\/api\/olcum\/hiz\//),
        funnelBeacon: matching(/\/api\/olcum\/olay\//),
        blogView: matching(/\/api\/blog-api\/posts\/.*\/view\//),
        mapTiles: matching(/tile\.openstreetmap\.org/),
      };
    },
  };
}

const NONE: Optional = { speedChunk: [], speedBeacon: [], funnelBeacon: [], blogView: [], mapTiles: [] };

/** As the browser does when the visitor leaves or switches tabs: the moment the speed beacon is sent. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Çerez ve Depolama Tercihleri' });

/** Opens a page as a visitor who does nothing but look, then leaves it (hidden). */
async function visit(page: Page, url: string, settle = trackRequests(page)) {
  await gotoInteractive(page, url);
  await settle.settled();
}

async function calculate(page: Page, amount: string) {
  await amountField(page).fill(amount);
  await expect(instalment(page)).toBeVisible();
}

const storedKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() }));

test.describe('cookie and storage consent', () => {
  // Each test walks through four pages, each waited for until no request is open.
  test.describe.configure({ timeout: 150_000 });

  test('before any choice, home, the credit form, the calculator and the contact page send and store nothing optional', async ({
    page,
  }) => {
    const watched = await watch(page);
    const settle = trackRequests(page);
    for (const url of ['/', '/form', '/kredi-hesaplama', '/iletisim']) {
      await visit(page, url, settle);
      await expect(banner(page)).toBeVisible();
      if (url === '/kredi-hesaplama') await calculate(page, '100000');
      if (url === '/iletisim') {
        await expect(page.getByTestId('map-consent')).toContainText('OpenStreetMap');
        await expect(page.locator('.leaflet-container')).toHaveCount(0);
      }
      await hidePage(page);
      await settle.settled();
      expect(await watched.takeWrites(), url).toEqual([]);
    }
    expect(await watched.optional()).toEqual(NONE);
    expect(await storedKeys(page)).toEqual({ local: [], session: [] });
  });

  test("after 'Kabul Et' everything optional runs at once; the choice survives a reload; 'Çerez Tercihleri' changes it", async ({
    page,
  }) => {
    const watched = await watch(page);
    const settle = trackRequests(page);
    await visit(page, '/', settle);
    await banner(page).getByRole('button', { name: 'Kabul Et' }).click();
    await expect(banner(page)).toBeHidden();
    // Without a reload: the speed beacon's chunk arrives now and sends when the page is hidden.
    await expect.poll(async () => (await watched.optional()).speedChunk.length).toBe(1);
    await settle.settled();
    await hidePage(page);
    await expect.poll(async () => (await watched.optional()).speedBeacon.length).toBe(1);
    expect(await watched.takeWrites()).toEqual([`local:${CONSENT_STORAGE_KEY}`]);
    const choice = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY))!) as Record<string, unknown>;
    expect(choice).toMatchObject({ surum: '2.0', izinler: { islevsel: true, istatistik: true, harita: true } });
    expect(Date.now() - Date.parse(String(choice.tarih))).toBeLessThan(60_000);

    await page.reload();
    await pageInteractive(page);
    await settle.settled();
    await expect(banner(page)).toHaveCount(0);
    await gotoInteractive(page, '/form');
    await expect.poll(async () => (await watched.optional()).funnelBeacon.length).toBe(1);
    expect(await watched.takeWrites()).toContain(`session:${FUNNEL_VISIT}`);
    await gotoInteractive(page, '/kredi-hesaplama');
    await calculate(page, '100000');
    expect(await watched.takeWrites()).toContain(`local:${LAST_CALCULATION}`);
    await gotoInteractive(page, '/iletisim');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect.poll(async () => (await watched.optional()).mapTiles.length).toBeGreaterThan(0);
    await expect(banner(page)).toHaveCount(0);

    // Changed from the footer, on this page: the map goes at once, and the kept calculation is deleted.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Çerez Tercihleri' }).click();
    const preferences = banner(page);
    await expect(preferences.getByRole('heading', { name: 'Çerez ve Depolama Tercihleri' })).toBeFocused();
    for (const name of ['İşlevsel', 'Performans ve istatistik', 'Harita ve üçüncü taraf içerik'])
      await expect(preferences.getByRole('checkbox', { name })).toBeChecked();
    await preferences.getByRole('button', { name: 'Reddet' }).click();
    await expect(page.getByTestId('map-consent')).toBeVisible();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await gotoInteractive(page, '/kredi-hesaplama');
    await expect(instalment(page)).toHaveCount(0);
    await expect.poll(() => storedKeys(page)).toEqual({ local: [CONSENT_STORAGE_KEY], session: [FUNNEL_VISIT] });
    await gotoInteractive(page, '/form');
    const funnelBefore = (await watched.optional()).funnelBeacon.length;
    await settle.settled();
    await expect.poll(() => storedKeys(page)).toEqual({ local: [CONSENT_STORAGE_KEY], session: [] });
    expect((await watched.optional()).funnelBeacon.length).toBe(funnelBefore);
  });

  test("after 'Reddet' nothing optional runs, also after a reload; the map's own button loads it and records that consent", async ({
    page,
  }) => {
    const watched = await watch(page);
    const settle = trackRequests(page);
    await visit(page, '/', settle);
    await banner(page).getByRole('button', { name: 'Reddet' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await gotoInteractive(page, '/');
    await settle.settled();
    await expect(banner(page)).toHaveCount(0);
    await hidePage(page);
    for (const url of ['/form', '/kredi-hesaplama', '/iletisim']) {
      await visit(page, url, settle);
      if (url === '/kredi-hesaplama') await calculate(page, '100000');
      await hidePage(page);
      await settle.settled();
    }
    expect(await watched.optional()).toEqual(NONE);
    expect(await storedKeys(page)).toEqual({ local: [CONSENT_STORAGE_KEY], session: [] });

    await page.getByRole('button', { name: 'Haritayı Yükle' }).click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    const choice = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!) as { izinler: object }, CONSENT_STORAGE_KEY);
    expect(choice.izinler).toEqual({ islevsel: false, istatistik: false, harita: true });
    expect((await watched.optional()).speedChunk).toEqual([]);
  });

  test('the banner and its preferences: axe clean, nothing sideways, equal buttons, no control covered (390, 1024, 1366 px)', async ({
    page,
  }) => {
    onlyInSingleProfile();
    for (const width of [390, 1024, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.evaluate(() => localStorage.clear()).catch(() => undefined);
      await gotoInteractive(page, '/');
      const dialog = banner(page);
      await expect(dialog).toBeVisible();
      const boxes = await Promise.all(
        ['Reddet', 'Tercihler', 'Kabul Et'].map((name) => dialog.getByRole('button', { name }).boundingBox()),
      );
      // Equally easy: the same height everywhere, and the same width side by side (stacked on a phone, full width).
      expect(new Set(boxes.map((b) => Math.round(b!.height))).size).toBe(1);
      expect(new Set(boxes.map((b) => Math.round(b!.width))).size).toBe(1);
      await expectNoBlockingA11yFindings(page);
      await expectChatButtonClear(page, boxes);
      await shot(page, width, 'banner');
      await dialog.getByRole('button', { name: 'Tercihler' }).click();
      await expect(dialog.getByRole('checkbox', { name: /^Zorunlu/ })).toBeDisabled();
      await expectNoBlockingA11yFindings(page);
      // Every control of the preferences can be reached: the panel scrolls within the screen when taller.
      const lastButton = dialog.getByRole('button', { name: 'Kabul Et' });
      await lastButton.scrollIntoViewIfNeeded();
      await expect(lastButton).toBeInViewport();
      await shot(page, width, 'preferences');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      // No CLS: the banner is fixed, the page under it did not move.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-consent-banner]')!).position)).toBe('fixed');
    }
  });
});

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating chat button moves above the banner's buttons or hides: it never covers one. */
async function expectChatButtonClear(page: Page, buttons: Box[]) {
  const chat = page.locator('[data-chat-button] a, [data-chat-button] button').first();
  await expect
    .poll(async () => {
      const box = (await chat.isVisible()) ? await chat.boundingBox() : null;
      return buttons.some((button) => overlaps(box, button));
    })
    .toBe(false);
}

/** Screenshots for people to look at, with REVIEW_SCREENSHOTS=1 (in the test's output folder, <name>-<width>.png). */
async function shot(page: Page, width: number, name: string) {
  if (!REVIEW_SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
}
