import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectNoSidewaysScroll, VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { reviewScreenshot } from '../support/reviewScreenshots';
import { createLead, signInByApi, uniqueSurname } from './helpers';

// A walk of a staff member's day: Back from a customer file returns to the list at once, and on a 390 px phone the
// file's long stage changes wrap, the header is one line, a counter shows its results and the bulk bar stays in view.
test.describe.configure({ timeout: 120_000 });

/** The staff token the page holds (signInByApi put it in localStorage before the first page). */
const tokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('token') ?? '');

async function openListOf(page: Page, request: APIRequestContext, surname: string) {
  await signInByApi(page, request);
  await page.goto(`/crm/dashboard?ara=${encodeURIComponent(surname)}`);
  await expect(page.getByRole('link', { name: new RegExp(surname) })).toBeVisible();
}

test('Back from a customer file returns to the list with one press, by the name, the row or the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  const { surname } = uniqueSurname();
  await createLead(request, 'Geri', `${surname} Dönüş`);
  await openListOf(page, request, surname);
  const list = page.url();
  const file = page.getByRole('heading', { name: new RegExp(surname) });
  const row = page.getByTestId('customer-row').filter({ hasText: surname });

  await page
    .getByTestId('customer-row')
    .getByRole('link', { name: new RegExp(surname) })
    .click();
  await expect(file).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(list);
  await expect(page.getByRole('link', { name: new RegExp(surname) })).toBeVisible();

  // A click on the row outside its links opens the file once too; the page's own 'Geri' leaves it.
  await row.getByRole('cell').nth(4).click();
  await expect(file).toBeVisible();
  await page.getByRole('button', { name: 'Geri', exact: true }).click();
  await expect(page).toHaveURL(list);

  // At 1366 px the stage is on screen without scrolling the table sideways.
  const stage = row.locator('[data-stage]');
  await expect(stage).toBeInViewport();
  const table = page.getByTestId('customer-table-scroll');
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  await reviewScreenshot(page, 'crm', 1366, 'dashboard');
  await page
    .getByTestId('customer-row')
    .getByRole('link', { name: new RegExp(surname) })
    .click();
  await expect(file).toBeVisible();
  await reviewScreenshot(page, 'crm', 1366, 'customer');
});

test('at 390 px: long stage changes wrap, the header is one line, counters show results, the bulk bar stays', async ({ page, request }) => {
  onlyInSingleProfile();
  await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT });
  const { surname } = uniqueSurname();
  await createLead(request, 'Telefonda', `${surname} Uzunoğlu`);
  await openListOf(page, request, surname);

  // The header: one line, about 56 px (it took three, about 140 px).
  const header = await page.locator('header').first().boundingBox();
  expect(header!.height).toBeLessThanOrEqual(64);

  // Two stage changes with the longest labels: 'Cevap Vermedi - Tekrar Aranacak → Arandı - Limiti Beğenmedi'.
  await page
    .getByTestId('customer-row')
    .getByRole('link', { name: new RegExp(surname) })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(surname) })).toBeVisible();
  const id = /\/crm\/customer\/(\d+)/.exec(page.url())![1];
  const token = await tokenOf(page);
  for (const yeni_durum of ['cevap_vermedi', 'arandi_limit_begenmedi']) {
    const note = await request.post(`/api/crm/musteriler/${id}/takipler/create/`, {
      headers: { Authorization: `Token ${token}` },
      data: { notlar: `Durum: ${yeni_durum}`, yeni_durum },
    });
    expect(note.ok(), await note.text()).toBe(true);
  }
  await page.reload();
  for (const tab of ['Takipler', 'Geçmiş']) {
    await page.getByRole('tab', { name: tab }).click();
    const change = page.getByRole('tabpanel').getByText('Arandı - Limiti Beğenmedi').first();
    await expect(change).toBeVisible();
    const panel = await page.getByRole('tabpanel').boundingBox();
    expect(panel!.width, `${tab} fits the phone`).toBeLessThanOrEqual(390);
    expect((await change.boundingBox())!.x + (await change.boundingBox())!.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page, `customer tab ${tab}`, 390);
  }
  await reviewScreenshot(page, 'crm', 390, 'customer-gecmis');

  // A counter filters the list and brings its results into view (the counters fill the phone's first screen).
  await page.goto('/crm/dashboard');
  await expect(page.getByTestId('customer-row').first()).toBeVisible();
  await reviewScreenshot(page, 'crm', 390, 'dashboard');
  await page.getByTestId('stat-aranacak_musteri').getByRole('link').click();
  await expect(page).toHaveURL(/durum=aranacak/);
  await expect(page.getByRole('heading', { name: 'Müşteriler' })).toBeInViewport();

  // The bulk bar stays on screen while the last selected card is in view, far below it.
  const cards = page.getByTestId('customer-row');
  await expect(cards.nth(1)).toBeVisible();
  const count = await cards.count();
  await cards.first().getByRole('checkbox').check();
  await cards
    .nth(count - 1)
    .getByRole('checkbox')
    .check();
  await cards.nth(count - 1).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('bulk-count')).toHaveText('2 müşteri seçildi');
  await expect(page.getByTestId('bulk-actions')).toBeInViewport();
  await expect(cards.nth(count - 1)).toBeInViewport();
  await expectNoSidewaysScroll(page, 'dashboard with a selection', 390);
});
