import { createECDH, randomBytes } from 'node:crypto';
import type { CustomerListResponse } from '@kredi/contracts/crm';
import { pushNoticeOf } from '@kredi/contracts/push';
import { expect, test } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { REVIEW_SCREENSHOTS, reviewScreenshot } from '../support/reviewScreenshots';
import { createLead, signInByApi, uniqueSurname } from './helpers';

/** The loopback origin the e2e servers accept push endpoints on (playwright.config.ts). */
const PUSH_ENDPOINT_PORT = Number(process.env.E2E_PORT_BASE ?? 4310) + 45;

// The demo staff number signs in by SMS code: run after the other CRM specs' sign-ins, one at a time.
test.describe.configure({ mode: 'default' });

test('the CRM installs under /crm/, a device opts in to phone notices, and a pushed notice opens its customer', async ({
  page,
  request,
  context,
}, testInfo) => {
  // The worker and its notices are the same in both profiles (it is served on the page's own origin in both).
  test.skip(testInfo.project.name !== 'single', 'one profile: the worker is served from the page origin in both');
  test.slow(REVIEW_SCREENSHOTS, 'full-page screenshots at two widths');
  const { surname } = uniqueSurname();
  await createLead(request, 'Bildirim', surname);
  await signInByApi(page, request);
  await context.grantPermissions(['notifications']);

  // Headless Chromium reaches no push service, so PushManager.subscribe is stubbed in the page: it returns what a
  // browser would, for a key pair and auth secret this test made, with an endpoint on loopback that the servers'
  // settings allow (CRM_PUSH_EXTRA_ENDPOINT_ORIGINS, playwright.config.ts; sending to such an endpoint and decrypting
  // what arrives is the API suite's round trip, api/test/crm/push.test.ts). The worker, its registration, the
  // permission and the API are real.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `http://127.0.0.1:${PUSH_ENDPOINT_PORT}/push/e2e-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await page.addInitScript((stub) => {
    PushManager.prototype.subscribe = async () =>
      ({ endpoint: stub.endpoint, toJSON: () => stub, unsubscribe: async () => true }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => null;
  }, subscription);

  await page.goto('/crm/bildirimler');
  await expect(page.getByRole('heading', { name: 'Telefon bildirimleri' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/crm/manifest.webmanifest');
  const manifest = (await (await request.get('/crm/manifest.webmanifest')).json()) as {
    name: string;
    scope: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Kolay Kredi Personel CRM', scope: '/crm/', start_url: '/crm/dashboard' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, size).toBeTruthy();
    const file = await request.get(icon!.src);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: new URL('/crm/', page.url()).href, script: new URL('/crm/sw.js', page.url()).href });

  await page.getByRole('button', { name: 'Bu cihazda bildirimleri aç' }).click();
  await expect(page.getByTestId('push-outcome')).toHaveText('Bu cihazda bildirimler açıldı.');
  const thisDevice = page.getByTestId('push-device').filter({ hasText: 'Bu cihaz' });
  await expect(thisDevice).toHaveCount(1);
  // The name the API gives it from the user agent (Playwright's desktop Chrome says Windows).
  await expect(thisDevice).toContainText('Chrome · Windows');
  await expectNoBlockingA11yFindings(page, { include: 'main' });
  if (REVIEW_SCREENSHOTS) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewScreenshot(page, 'crm', width, 'crm-notifications');
    }
  }

  // A notice as the API sends it, handed to the worker by the browser's own push path (CDP), shows on the device.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const found = await request.get(`/api/crm/musteriler/?search=${encodeURIComponent(surname)}`, {
    headers: { Authorization: `Token ${token}` },
  });
  const customerId = ((await found.json()) as CustomerListResponse).results[0]!.id;
  const notice = pushNoticeOf({ kind: 'basvuru', step: 0, waitedMs: 3 * 60_000, customerId, more: 0 });
  expect(notice.title).toBe('Yeni başvuru · 3 dk bekliyor');
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const crm = registrations.find((r) => r.scopeURL.endsWith('/crm/') && !r.isDeleted);
      if (crm) resolve(crm.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(notice) });
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/crm/sw.js'));
  expect(worker).toBeTruthy();
  await expect
    .poll(() =>
      worker!.evaluate(async () => {
        // The worker's global (the e2e project has no webworker types).
        type Shown = { title: string; body: string; tag: string; data: { url: string } };
        const scope = self as unknown as { registration: { getNotifications(): Promise<Shown[]> } };
        return (await scope.registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data.url }));
      }),
    )
    .toEqual([{ title: notice.title, body: notice.body, tag: `musteri-${customerId}`, url: `/crm/customer/${customerId}` }]);

  // The tap: headless Chromium shows no notification to click, so the worker's tap handler (openCrmPage, pwa/sw.js)
  // is run as the click runs it: the open CRM tab moves to the customer's file.
  await worker!.evaluate((url) => (globalThis as unknown as { openCrmPage(u: string): Promise<void> }).openCrmPage(url), notice.url);
  await expect(page).toHaveURL(new RegExp(`/crm/customer/${customerId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(surname) }).first()).toBeVisible();

  // The device is removed again from the list.
  await page.goto('/crm/bildirimler');
  await page
    .getByTestId('push-device')
    .filter({ hasText: 'Bu cihaz' })
    .getByRole('button', { name: /cihazını kaldır$/ })
    .click();
  await expect(page.getByTestId('push-outcome')).toHaveText('Cihaz kaldırıldı; artık bu cihaza bildirim gönderilmeyecek.');
  await expect(page.getByTestId('push-device').filter({ hasText: 'Bu cihaz' })).toHaveCount(0);
});
