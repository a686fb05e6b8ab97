import { expect, test } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { REVIEW_SCREENSHOTS, reviewScreenshot } from '../support/reviewScreenshots';
import { createLead, signInByApi, uniqueSurname } from './helpers';

// The demo staff number signs in by SMS code: run after the other CRM specs' sign-ins, one at a time.
test.describe.configure({ mode: 'default' });

test("a staff member saves the list's filters and sort as a view, finds them again in one tap, and deletes the view", async ({
  page,
  request,
}) => {
  test.slow(REVIEW_SCREENSHOTS, 'full-page screenshots at two widths');
  const { surname } = uniqueSurname();
  await createLead(request, 'Görünüm', surname);
  await signInByApi(page, request);
  await page.goto(`/crm/dashboard?ara=${encodeURIComponent(surname)}&durum=aranacak&sira=sonraki_iletisim`);
  await page.getByRole('combobox', { name: 'Sıralama' }).click();
  await page.getByRole('option', { name: 'En yeni kayıt' }).click();
  await expect(page.getByTestId('customer-row')).toHaveCount(1);

  const name = `Arama ${surname}`.slice(0, 60);
  await page.getByRole('button', { name: 'Görünümü Kaydet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Görünümü Kaydet' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Lütfen görünüm için 1-60 karakterlik bir ad girin.')).toBeVisible();
  await dialog.getByLabel('Görünümün adı').fill(name);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('saved-views-notice')).toHaveText('Görünüm kaydedildi.');
  const views = page.getByRole('region', { name: 'Görünümler' });
  const chip = views.getByRole('button', { name, exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  // Another list, then one tap brings the saved one back (its search, stage and sort, from the first page).
  await page.goto('/crm/dashboard');
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/crm/dashboard\\?ara=${encodeURIComponent(surname)}&durum=aranacak$`));
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Durum' })).toContainText('Aranacak');
  await expectNoBlockingA11yFindings(page, { include: '[aria-labelledby="saved-views-title"]' });
  if (REVIEW_SCREENSHOTS) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewScreenshot(page, 'crm', width, 'crm-saved-views');
    }
  }

  await views.getByLabel(`'${name}' görünümünü sil`).click();
  await page.getByRole('dialog', { name: 'Görünüm silinsin mi?' }).getByRole('button', { name: 'Evet, sil' }).click();
  await expect(page.getByTestId('saved-views-notice')).toHaveText('Görünüm silindi.');
  await expect(chip).toHaveCount(0);
});
