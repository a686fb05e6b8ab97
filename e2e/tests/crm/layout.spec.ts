import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { expectNoSidewaysScroll, VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { reviewScreenshot } from '../support/reviewScreenshots';
import { createLead, signInByApi, uniqueSurname } from './helpers';

// Every staff screen fits 360-1440 px with no sideways page scroll (a wide table scrolls in its own box or
// becomes cards), and axe finds nothing serious. With REVIEW_SCREENSHOTS=1, screenshots at 390 and 1366 px go to test-results/crm-screens.
// Each test opens three screens and runs axe on each at 390 and 1366 px (3-6 s a run on CI's two cores): alone it
// takes up to 50 s, so the default minute leaves no room on a loaded machine.
test.describe.configure({ mode: 'default', timeout: 120_000 });
test.beforeEach(() => onlyInSingleProfile());

const WIDTHS = [360, 390, 768, 1366] as const;
const SCREENSHOT_WIDTHS: ReadonlySet<number> = new Set([390, 1366]);

async function review(page: Page, name: string, width: number) {
  await expectNoSidewaysScroll(page, name, width);
  if (!SCREENSHOT_WIDTHS.has(width)) return;
  await expectNoBlockingA11yFindings(page);
  await reviewScreenshot(page, 'crm', width, name);
}

for (const width of WIDTHS) {
  test(`at ${width}px every CRM screen fits without sideways scroll`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await page.goto('/crm/login');
    await expect(page.getByRole('heading', { name: 'Personel Girişi' })).toBeVisible();
    await review(page, 'login', width);

    const { surname } = uniqueSurname();
    await createLead(request, 'Gülşen Nur', `${surname} Karaosmanoğlu`);
    await signInByApi(page, request);
    await page.goto('/crm/dashboard');
    await expect(page.getByTestId('customer-row').first()).toBeVisible();
    await expect(page.getByTestId('stat-bekleyen_iletisim')).toBeInViewport({ ratio: 0.5 });
    await expect(page.getByRole('button', { name: 'CSV İndir' })).toBeVisible();
    await review(page, 'dashboard', width);

    await page.goto(`/crm/dashboard?ara=${encodeURIComponent(surname)}`);
    await page.getByTestId('customer-row').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: new RegExp(surname) })).toBeVisible();
    await review(page, 'customer-genel', width);
    for (const tab of ['Kredi', 'Findeks', 'Sistem', 'Takipler']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page, `customer tab ${tab}`, width);
    }
    await page.getByRole('button', { name: 'Yeni Not' }).click();
    await expect(page.getByLabel('Sonraki İletişim')).toBeVisible();
    await review(page, 'customer-yeni-not', width);
  });
}
