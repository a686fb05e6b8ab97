import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { expectNoSidewaysScroll, VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { reviewScreenshot } from '../support/reviewScreenshots';
import { createLead, signInByApi, uniqueSurname } from './helpers';

// Every staff screen fits 360-1366 px with no sideways page scroll (a wide table scrolls in its own box or
// becomes cards), and axe finds nothing serious at 390 and 1366 px. With REVIEW_SCREENSHOTS=1, screenshots at 390 and
// 1366 px go to test-results/crm-screens. Each screen is opened once and resized through the widths, as a phone
// turned or a window dragged: the layout follows the width (media queries and MUI's useMediaQuery), not the load.
// axe takes 3-6 s a run on CI's two cores, and each test runs it eight times: the default minute is too tight there.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(() => onlyInSingleProfile());

const WIDTHS = [360, 390, 768, 1366] as const;
const REVIEW_WIDTHS: ReadonlySet<number> = new Set([390, 1366]);

/** The open screen at every width: it fits; at 390 and 1366 px axe finds nothing serious (and a review screenshot). */
async function reviewAtEveryWidth(page: Page, name: string, alsoCheck?: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await expectNoSidewaysScroll(page, name, width);
    await alsoCheck?.();
    if (!REVIEW_WIDTHS.has(width)) continue;
    await expectNoBlockingA11yFindings(page);
    await reviewScreenshot(page, 'crm', width, name);
  }
}

test('the sign-in and the dashboard fit every width and pass axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await page.goto('/crm/login');
  await expect(page.getByRole('heading', { name: 'Personel Girişi' })).toBeVisible();
  await reviewAtEveryWidth(page, 'login');

  await createLead(request, 'Gülşen Nur', `${uniqueSurname().surname} Karaosmanoğlu`);
  await signInByApi(page, request);
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await page.goto('/crm/dashboard');
  await expect(page.getByTestId('customer-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV İndir' })).toBeVisible();
  // At every width the counters are on the first screen, where the eye lands first.
  await reviewAtEveryWidth(page, 'dashboard', () => expect(page.getByTestId('stat-bekleyen_iletisim')).toBeInViewport({ ratio: 0.5 }));
});

test("a customer's file, each of its tabs and the new note fit every width and pass axe", async ({ page, request }) => {
  const { surname } = uniqueSurname();
  await createLead(request, 'Gülşen Nur', `${surname} Karaosmanoğlu`);
  await signInByApi(page, request);
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await page.goto(`/crm/dashboard?ara=${encodeURIComponent(surname)}`);
  await page.getByTestId('customer-row').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: new RegExp(surname) })).toBeVisible();
  await reviewAtEveryWidth(page, 'customer-genel');
  for (const tab of ['Kredi', 'Findeks', 'Sistem', 'Takipler']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      await expectNoSidewaysScroll(page, `customer tab ${tab}`, width);
    }
  }
  await page.getByRole('button', { name: 'Yeni Not' }).click();
  await expect(page.getByLabel('Sonraki İletişim')).toBeVisible();
  await reviewAtEveryWidth(page, 'customer-yeni-not');
});
