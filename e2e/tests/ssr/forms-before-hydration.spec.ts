import type { Page } from '@playwright/test';
import { test, expect, pageInteractive } from '../../fixtures';
import { PAGE_INTERACTIVE_ATTRIBUTE } from '../../../shell/src/lib/pageInteractive';
import { holdScripts } from '../support/heldScripts';

// On a slow phone the server HTML is on screen before the page's scripts arrive. Its forms are there and can be
// focused and typed into at once; a submit before React handles the page is held (no native GET with the visitor's
// details in the URL, no reload) and sent, with what was typed, once the page is interactive (docs/ssr.md).

const contactForm = (page: Page) => page.getByRole('form', { name: 'İletişim formu' });

test('the contact form, typed into and sent while only the chrome is hydrated, is sent with what was typed once the page is interactive', async ({
  page,
  remoteBase,
}) => {
  // The marketing remote's scripts are held: the application (shell, chrome) arrives, the page itself stays as the
  // server sent it until released.
  const remote = await holdScripts(page, `${remoteBase.marketing}**`);
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && r.method() === 'POST' && sent.push(new URL(r.url()).pathname));

  const response = await page.goto('/iletisim', { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['x-render']).toBe('server');
  const name = contactForm(page).getByLabel('Ad Soyad', { exact: false });
  await name.focus();
  await expect(name).toBeFocused();

  // The focus was the first intent: the shell's script is running, the page itself is not hydrated yet.
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __KREDI_STORE__?: unknown }).__KREDI_STORE__))).toBe(true);
  await expect(page.locator(`html[${PAGE_INTERACTIVE_ATTRIBUTE}]`)).toHaveCount(0);
  const subject = `E2E hidrasyon ${Date.now()}`;
  await name.fill('Ayşe Yılmaz');
  await contactForm(page).getByLabel('E-posta', { exact: false }).fill('ayse@example.com');
  await contactForm(page).getByLabel('Telefon', { exact: false }).fill('0532 111 22 33');
  await contactForm(page).getByLabel('Konu', { exact: false }).fill(subject);
  await contactForm(page).getByLabel('Mesajınız', { exact: false }).fill('Bilgi almak istiyorum.');
  await contactForm(page).getByRole('button', { name: 'Gönder' }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search, 'no native submit with the details in the URL').toBe('');
  expect(sent, 'held until the page is interactive').toEqual([]);

  const posted = page.waitForRequest((r) => r.url().includes('/api/contact') && r.method() === 'POST');
  remote.release();
  await pageInteractive(page);
  expect((await posted).postDataJSON()).toMatchObject({
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    subject,
    message: 'Bilgi almak istiyorum.',
  });
  await expect(contactForm(page).getByText('Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
