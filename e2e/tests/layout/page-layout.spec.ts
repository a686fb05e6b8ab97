import { test, expect, gotoInteractive } from '../../fixtures';
import { LAYOUT_WIDTHS, VIEWPORT_HEIGHT, headerMetrics, horizontalOverflow } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { PUBLIC_PAGES, openPublicPage } from '../support/publicPages';

/** The header's height on one line: the toolbar's 64 px (compact) or 72 px (full). */
const ONE_LINE_HEADER_MAX = 72;

test.beforeEach(() => onlyInSingleProfile());

for (const width of LAYOUT_WIDTHS) {
  test(`at ${width}px every public page fits the width and keeps a one-line header with even spacing`, async ({ page }) => {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    for (const target of PUBLIC_PAGES) {
      await openPublicPage(page, target);
      const { overflow, culprits } = await horizontalOverflow(page);
      expect(overflow, `${target.path} scrolls sideways by ${overflow} px: ${culprits.join(', ')}`).toBeLessThanOrEqual(0);

      // The active link is bold, so every page is a new chance to wrap.
      const header = await headerMetrics(page);
      const wrapped = header.items.filter((item) => item.lines > 1);
      expect(wrapped, `${target.path}: header items on more than one line`).toEqual([]);
      expect(header.truncated, `${target.path}: header texts cut short`).toEqual([]);
      expect(header.height, `${target.path}: header height`).toBeLessThanOrEqual(ONE_LINE_HEADER_MAX);
      expect(header.rowSpread, `${target.path}: header items off the row`).toBeLessThanOrEqual(2);
      if (header.navGaps.length > 0) {
        const spread = Math.max(...header.navGaps) - Math.min(...header.navGaps);
        expect(spread, `${target.path}: gaps between the nav labels ${header.navGaps.join(', ')}`).toBeLessThanOrEqual(1);
      }
    }
  });
}

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
