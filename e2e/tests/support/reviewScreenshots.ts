import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Full-page screenshots of the staff screens, for people to look at (390 and 1366 px): written only when asked for,
 * with REVIEW_SCREENSHOTS=1, to test-results/<area>-screens/<width>/<name>.png. CI shows only its log, and a full-page
 * PNG at 1366 px costs the browser and the runner a second or more on its two cores, dozens of times a run.
 */
export const REVIEW_SCREENSHOTS = process.env.REVIEW_SCREENSHOTS === '1';

export async function reviewScreenshot(page: Page, area: 'admin' | 'crm', width: number, name: string): Promise<void> {
  if (!REVIEW_SCREENSHOTS) return;
  await page.screenshot({
    path: path.join(__dirname, '../../test-results', `${area}-screens`, String(width), `${name}.png`),
    fullPage: true,
  });
}
