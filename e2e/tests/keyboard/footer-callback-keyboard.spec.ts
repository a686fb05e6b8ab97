import { test, expect, gotoInteractive } from '../../fixtures';
import { uniquePhone } from '../credit-form/helpers';
import { tabTo } from '../support/keyboard';
import { VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile());

for (const width of [390, 1280]) {
  test(`the footer callback with the keyboard alone at ${width}px: a wrong number is explained, a right one is sent`, async ({ page }) => {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await gotoInteractive(page, '/kvkk');
    const callback = page.getByRole('region', { name: 'Sizi Arayalım' });
    const input = callback.getByRole('textbox', { name: 'Telefon Numaranız' });
    await tabTo(page, input, { max: 80 });

    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    const error = callback.getByRole('alert');
    await expect(error).toHaveText('Lütfen geçerli bir telefon numarası giriniz.');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Lütfen geçerli bir telefon numarası giriniz.');

    const phone = uniquePhone();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`+90 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`);
    const send = callback.getByRole('button', { name: 'Gönder' });
    await tabTo(page, send, { max: 2 });
    const posted = page.waitForRequest('**/api/callback-request/');
    await page.keyboard.press('Enter');
    expect((await posted).postDataJSON()).toEqual({ phone_number: phone });
    await expect(callback.getByRole('status')).toHaveText('Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.');
    await expect(input).toHaveValue('');
  });
}
