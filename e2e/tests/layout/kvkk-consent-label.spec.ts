import { test, expect, gotoInteractive } from '../../fixtures';
import { form } from '../credit-form/helpers';
import { VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile());

for (const width of [360, 390, 768]) {
  test(`at ${width}px "'ni okudum, onaylıyorum." goes on from the line where the KVKK link ends`, async ({ page }) => {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await gotoInteractive(page, '/form');
    const link = form(page).getByRole('link', { name: 'KVKK Aydınlatma ve Açık Rıza Metni' });
    await expect(link).toBeVisible();
    const lines = await link.evaluate((a) => {
      const linkLines = [...a.getClientRects()];
      const suffix = a.nextSibling!;
      const range = document.createRange();
      range.selectNodeContents(suffix);
      const suffixStart = range.getClientRects()[0]!;
      return {
        suffix: suffix.textContent,
        linkEnd: linkLines.at(-1)!.top,
        suffixStart: suffixStart.top,
        linkRight: linkLines.at(-1)!.right,
        suffixLeft: suffixStart.left,
      };
    });
    expect(lines.suffix).toMatch(/^'ni okudum/);
    expect(Math.abs(lines.suffixStart - lines.linkEnd), "the suffix starts on the link's last line").toBeLessThanOrEqual(2);
    expect(Math.abs(lines.suffixLeft - lines.linkRight), 'the suffix follows the link directly').toBeLessThanOrEqual(1);
  });
}
