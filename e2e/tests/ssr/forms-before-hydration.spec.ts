import type { Page } from '@playwright/test';
import { test, expect, pageInteractive } from '../../fixtures';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../../../shell/src/app/pageInteractive';

// On a slow phone the server HTML is on screen before the page's scripts arrive. Its forms are there and can be
// focused and typed into at once; a submit before React handles the page does nothing (no native GET with the
// visitor's details in the URL, no reload); after hydration the same forms send.

const contactForm = (page: Page) => page.getByRole('form', { name: 'İletişim formu' });
const callbackPhone = (page: Page) => page.getByRole('textbox', { name: 'Telefon Numaranız' });

test('the contact and callback forms are in the server HTML, focusable before hydration and sending after it', async ({ page, remoteBase }) => {
  // The marketing remote's scripts are held: the page stays as the server sent it until released.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteBase.marketing}**`, async (route) => {
    await held;
    await route.fallback();
  });
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && r.method() === 'POST' && sent.push(new URL(r.url()).pathname));

  const response = await page.goto('/iletisim', { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['x-render']).toBe('server');
  const name = contactForm(page).getByLabel('Ad Soyad', { exact: false });
  await name.focus();
  await expect(name).toBeFocused();
  await callbackPhone(page).focus();
  await expect(callbackPhone(page)).toBeFocused();

  // The shell's script is running (it holds native submits), the page itself is not hydrated yet.
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __KREDI_STORE__?: unknown }).__KREDI_STORE__))).toBe(true);
  await expect(page.locator(`html[${PAGE_INTERACTIVE_ATTRIBUTE}]`)).toHaveCount(0);
  await contactForm(page).getByRole('button', { name: 'Gönder' }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search, 'no native submit with the details in the URL').toBe('');
  expect(sent).toEqual([]);

  release();
  await pageInteractive(page);
  await name.fill('Ayşe Yılmaz');
  await contactForm(page).getByLabel('E-posta', { exact: false }).fill('ayse@example.com');
  await contactForm(page).getByLabel('Telefon', { exact: false }).fill('0532 111 22 33');
  await contactForm(page).getByLabel('Konu', { exact: false }).fill(`E2E hidrasyon ${Date.now()}`);
  await contactForm(page).getByLabel('Mesajınız', { exact: false }).fill('Bilgi almak istiyorum.');
  await contactForm(page).getByRole('button', { name: 'Gönder' }).click();
  await expect(contactForm(page).getByText('Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.')).toBeVisible();

  await page.route('**/api/callback-request/', (route) => route.fulfill({ status: 201, json: {} }));
  await callbackPhone(page).fill('0532 111 22 33');
  await page.locator('form', { has: callbackPhone(page) }).getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.')).toBeVisible();
});
