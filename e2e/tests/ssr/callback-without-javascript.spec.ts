import { test, expect } from '../../fixtures';
import { uniquePhone } from '../credit-form/helpers';
import { onlyInSingleProfile } from '../support/profiles';

// With JavaScript off (or before it could load), the footer's 'Sizi Arayalım' form is posted by the browser itself:
// the number travels in the body, never in the address, and the API sends the browser back to the same page, whose
// HTML shows the outcome named in the address's fragment.
test.use({ javaScriptEnabled: false });
test.beforeEach(() => onlyInSingleProfile('the form post reaches the same API in both profiles'));

test('without JavaScript the callback form posts, is stored and answers on the same page; the number is never in a URL', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/kredi-hesaplama');
  const callback = page.getByRole('region', { name: 'Sizi Arayalım' });

  await callback.getByRole('textbox', { name: 'Telefon Numaranız' }).fill('abc');
  await callback.getByRole('button', { name: 'Gönder' }).click();
  await page.waitForURL('**/kredi-hesaplama#geri-arama-gecersiz');
  await expect(callback.getByRole('alert')).toHaveText('Lütfen geçerli bir telefon numarası giriniz.');

  const phone = uniquePhone();
  await callback.getByRole('textbox', { name: 'Telefon Numaranız' }).fill(`0${phone}`);
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/callback-request/form/'));
  await callback.getByRole('button', { name: 'Gönder' }).click();
  expect((await posted).postData()).toContain(`phone_number=0${phone}`);
  await page.waitForURL('**/kredi-hesaplama#geri-arama-alindi');
  await expect(callback.getByRole('status')).toHaveText('Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.');
  // Only the message named by the address is shown.
  await expect(callback.getByRole('alert')).toHaveCount(0);

  expect(urls.filter((url) => url.includes(phone))).toEqual([]);
});
