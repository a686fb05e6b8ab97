import { test, expect, gotoInteractive } from '../../fixtures';
import { VIEWPORT_HEIGHT, headerMetrics } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile());

// Every public page at every layout width (fits, one-line header with even spacing) is checked in chat-button.spec.ts,
// on the same page load as the chat button's clearance: one load per page, resized through the widths.

test('the full header (links, phone number, Hemen Başvur) shows where it fits on one line, the menu below', async ({ page }) => {
  for (const [width, full] of [
    [1199, false],
    [1200, true],
  ] as const) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await gotoInteractive(page, '/kredi-hesaplama');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible({ visible: full });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hemen Başvur' })).toBeVisible({ visible: full });
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeVisible({ visible: !full });
    expect((await headerMetrics(page)).items.filter((item) => item.lines > 1)).toEqual([]);
  }
});
