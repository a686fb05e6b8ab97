import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { REVIEW_SCREENSHOTS, reviewScreenshot } from '../support/reviewScreenshots';
import { createLead, signInByApi, uniqueSurname } from './helpers';

// The demo staff number signs in by SMS code: one test at a time, like the other CRM specs.
test.describe.configure({ mode: 'default' });

const column = (page: Page, stage: string) => page.locator(`[data-testid="board-column"][data-stage="${stage}"]`);
const cardIn = (place: Locator, name: string) => place.getByTestId('board-card').filter({ hasText: name });

/** A fresh lead of its own, found on the board by its surname (the board takes the list's `ara`). */
async function openBoardWithLead(page: Page, request: Parameters<typeof createLead>[0], width: number) {
  const { surname } = uniqueSurname();
  const name = `Pano ${surname}`;
  await createLead(request, 'Pano', surname);
  await signInByApi(page, request);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/crm/pano?ara=${encodeURIComponent(surname)}`);
  return name;
}

test('at 1366 px a card is moved by keyboard or mouse into the follow-up note with the stage chosen; saving moves it', async ({
  page,
  request,
}) => {
  test.slow(true, 'two moves, axe and the review screenshots at two widths');
  const name = await openBoardWithLead(page, request, 1366);
  const card = cardIn(column(page, 'aranacak'), name);
  // The first board of a freshly started server on a loaded machine: six searched columns and their counts.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('next-step-flag')).toHaveText('Sonraki adım yok');
  await expect(page.getByRole('navigation', { name: 'CRM bölümleri' }).getByRole('link', { name: 'Pano' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Six columns are wider than the page: the board scrolls inside its own box, the page never sideways.
  await expectNoSidewaysScroll(page, 'the board', 1366);
  await expectNoBlockingA11yFindings(page);
  await reviewScreenshot(page, 'crm', 1366, 'crm-board');

  // Keyboard: Space picks the card up, the right arrow takes it to the next stage, Space drops it there.
  const handle = card.getByRole('button', { name: `${name} kartını taşı` });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name}, Arandı - Limiti Beğenmedi aşamasının üzerinde.`)).toBeAttached();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `${name}: Aranacak → Arandı - Limiti Beğenmedi` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Yeni Durum' })).toHaveText('Arandı - Limiti Beğenmedi');
  await expectNoBlockingA11yFindings(page);
  // Cancel puts the card back: no note, no stage change.
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardIn(column(page, 'aranacak'), name)).toBeVisible();
  await expect(cardIn(column(page, 'arandi_limit_begenmedi'), name)).toHaveCount(0);

  // Mouse: drag the handle onto the 'Cevap Vermedi' column.
  const target = column(page, 'cevap_vermedi');
  await target.scrollIntoViewIfNeeded();
  const from = (await card.getByRole('button', { name: `${name} kartını taşı` }).boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
  const moved = page.getByRole('dialog', { name: `${name}: Aranacak → Cevap Vermedi - Tekrar Aranacak` });
  await expect(moved).toBeVisible();
  await moved.getByLabel('Not', { exact: true }).fill('Açmadı, yarın tekrar aranacak.');
  await moved.getByRole('button', { name: 'Kaydet' }).click();
  await expect(moved).toBeHidden();
  await expect(cardIn(column(page, 'cevap_vermedi'), name)).toBeVisible();
  await expect(cardIn(column(page, 'aranacak'), name)).toHaveCount(0);
  // The move is a follow-up of the file, with the stage it changed from and to.
  await page.reload();
  await expect(cardIn(column(page, 'cevap_vermedi'), name)).toBeVisible();

  // 1024 px last: a window resize cancels a keyboard drag in progress (dnd-kit), so none happens before the moves.
  await page.setViewportSize({ width: 1024, height: 900 });
  await expectNoSidewaysScroll(page, 'the board', 1024);
  await reviewScreenshot(page, 'crm', 1024, 'crm-board');
});

test("at 390 px the board is one column with a stage switcher, and 'Aşamaya taşı' moves a card through the note", async ({
  page,
  request,
}) => {
  test.slow(REVIEW_SCREENSHOTS, 'full-page screenshots');
  const name = await openBoardWithLead(page, request, 390);
  await expect(page.getByTestId('board-column')).toHaveCount(1);
  const card = cardIn(page.getByTestId('board-column'), name);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('board-drag-handle')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the board', 390);
  await expectNoBlockingA11yFindings(page);
  await reviewScreenshot(page, 'crm', 390, 'crm-board');

  await card.getByRole('button', { name: `${name}: Aşamaya taşı` }).click();
  await page.getByRole('menuitem', { name: 'Şubeye Gelecek' }).click();
  const dialog = page.getByRole('dialog', { name: `${name}: Aranacak → Şubeye Gelecek` });
  await expect(dialog.getByRole('combobox', { name: 'Yeni Durum' })).toHaveText('Şubeye Gelecek');
  await expectNoSidewaysScroll(page, 'the move dialog', 390);
  await expectNoBlockingA11yFindings(page);
  await reviewScreenshot(page, 'crm', 390, 'crm-board-move');
  await dialog.getByLabel('Not', { exact: true }).fill('Şubeye gelecek, cuma.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardIn(page.getByTestId('board-column'), name)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Aşama' }).click();
  await page.getByRole('option', { name: /^Şubeye Gelecek/ }).click();
  await expect(page).toHaveURL(/asama=subeye_gelecek/);
  await expect(cardIn(page.getByTestId('board-column'), name)).toBeVisible();
});

test("the board offers the list's saved views: a view saved from the board's search filters every column, and a reload keeps it", async ({
  page,
  request,
}) => {
  test.slow(REVIEW_SCREENSHOTS, 'full-page screenshots at three widths');
  const name = await openBoardWithLead(page, request, 1366);
  const surname = name.replace(/^Pano /, '');
  await expect(cardIn(column(page, 'aranacak'), name)).toBeVisible({ timeout: 30_000 });

  // The board's own search field writes the list's `ara`; the view keeps the board's filters and sort.
  await page.goto('/crm/pano');
  const search = page.getByRole('textbox', { name: 'Müşteri ara' });
  await search.fill(surname);
  await page.getByRole('combobox', { name: 'Sıralama' }).click();
  await page.getByRole('option', { name: 'En yeni kayıt' }).click();
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/pano\\?ara=${encodeURIComponent(surname)}$`));
  await expect(page.getByTestId('board-card')).toHaveCount(1);
  const viewName = `Pano ${surname}`.slice(0, 60);
  await page.getByRole('button', { name: 'Görünümü Kaydet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Görünümü Kaydet' });
  await dialog.getByLabel('Görünümün adı').fill(viewName);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('saved-views-notice')).toHaveText('Görünüm kaydedildi.');

  // The whole board, then one tap on the view: every column holds only its customers.
  await page.goto('/crm/pano');
  const chip = page.getByRole('region', { name: 'Görünümler' }).getByRole('button', { name: viewName, exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(search).toHaveValue('');
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/crm/pano\\?ara=${encodeURIComponent(surname)}$`));
  await expect(page.getByTestId('board-card')).toHaveCount(1);
  await expect(cardIn(column(page, 'aranacak'), name)).toBeVisible();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(cardIn(column(page, 'aranacak'), name)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('board-card')).toHaveCount(1);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue(surname);
  for (const width of [1366, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, 'the board with a view', width);
    await reviewScreenshot(page, 'crm', width, 'crm-board-view');
  }
  await expectNoBlockingA11yFindings(page);

  // On a phone the header's menu leads to the notification settings (the bell needs 600 px).
  await page.getByRole('button', { name: 'Bölümler' }).click();
  const notifications = page.getByRole('menuitem', { name: 'Bildirim ayarları' });
  await expect(notifications).toBeVisible();
  await expectNoBlockingA11yFindings(page);
  await reviewScreenshot(page, 'crm', 390, 'crm-header-menu');
  await page.keyboard.press('Escape');

  // Back returns to the whole board; the view's own chip deletes it.
  await page.goBack();
  await expect(page).toHaveURL(/\/crm\/pano$/);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('region', { name: 'Görünümler' }).getByLabel(`'${viewName}' görünümünü sil`).click();
  await page.getByRole('dialog', { name: 'Görünüm silinsin mi?' }).getByRole('button', { name: 'Evet, sil' }).click();
  await expect(chip).toHaveCount(0);
});
