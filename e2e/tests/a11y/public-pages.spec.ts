import { test, expect } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { PUBLIC_PAGES, openPublicPage } from '../support/publicPages';

// Fades finish at once, so axe never measures a half-transparent text.
test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => onlyInSingleProfile());

// The phone layout (menu, stacked columns) and the desktop one (full header, grids) differ: both are checked, on one
// load of the page resized from the phone to the desktop width (the layout follows media queries and MUI's hooks).
for (const target of PUBLIC_PAGES.filter((p) => !p.ownedElsewhere)) {
  test(`${target.key}: no serious or critical findings at 390 and 1366 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT });
    await openPublicPage(page, target);
    await expectNoBlockingA11yFindings(page);
    await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
    // The full header replaces the menu button once the desktop layout is drawn.
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeHidden();
    await expectNoBlockingA11yFindings(page);
  });
}

test('the mobile side menu: no serious or critical findings', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT });
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobil menü' })).toBeVisible();
  await expectNoBlockingA11yFindings(page);
});

test('the contact map with an open popup: no serious or critical findings', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await openPublicPage(page, PUBLIC_PAGES.find((p) => p.key === 'iletisim')!);
  await page.locator('.leaflet-marker-icon').first().click();
  await expect(page.locator('.leaflet-popup')).toBeVisible();
  await expectNoBlockingA11yFindings(page);
});

test('the footer callback with its error message: no serious or critical findings', async ({ page }) => {
  await page.goto('/kvkk');
  const phone = page.getByRole('textbox', { name: 'Telefon Numaranız' });
  await phone.fill('abc');
  await phone.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Lütfen geçerli bir telefon numarası giriniz.');
  await expectNoBlockingA11yFindings(page);
});
