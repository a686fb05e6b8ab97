import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoInteractive } from '../../fixtures';
import { tabTo } from '../support/keyboard';
import { VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';

// Keyboard focus must be seen (WCAG 2.4.7): the theme's one ring, on public pages and on staff screens alike.
test.beforeEach(() => onlyInSingleProfile());

/** The outline the focused control shows, as drawn. */
const outlineOf = (control: Locator) =>
  control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });

async function expectRingOnFocus(page: Page, control: Locator, max = 40) {
  const before = await outlineOf(control);
  expect(before.style === 'none' || before.width === 0, 'no ring before focus').toBe(true);
  await tabTo(page, control, { max });
  await expect(control).toBeFocused();
  expect(await outlineOf(control)).toEqual({ style: 'solid', width: 3, color: 'rgb(11, 79, 138)' });
}

for (const width of [390, 1366]) {
  test(`public page at ${width}px: the skip link comes first and leads past the header; buttons and fields show the focus ring`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await gotoInteractive(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'İçeriğe geç' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes into the page, past the header's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    const callback = page.getByRole('region', { name: 'Sizi Arayalım' });
    await expectRingOnFocus(page, callback.getByRole('textbox', { name: 'Telefon Numaranız' }), 120);
    await expectRingOnFocus(page, callback.getByRole('button', { name: 'Gönder' }), 2);
  });
}

test('staff sign-in at 390px: the same ring on the field and the button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT });
  // Staff screens render in the browser: the sign-in form is there once it is interactive.
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
  await expectRingOnFocus(page, page.getByLabel('Kullanıcı Adı'));
  await expectRingOnFocus(page, page.getByRole('button', { name: 'Giriş Yap' }), 5);
});
