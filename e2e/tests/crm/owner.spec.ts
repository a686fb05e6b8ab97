import { expect, test } from '../../fixtures';
import { REVIEW_SCREENSHOTS, reviewScreenshot } from '../support/reviewScreenshots';
import { createLead, DEMO_STAFF, signInByApi, uniqueSurname } from './helpers';
import { FLOW_INSIDE_A_REMOTE, onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile(FLOW_INSIDE_A_REMOTE));

// The demo staff number signs in by SMS code: run after the other CRM specs' sign-ins, one at a time.
test.describe.configure({ mode: 'default' });

/** Review screenshots of the state at hand, at 390 and 1366 px (REVIEW_SCREENSHOTS=1; nothing in CI). */
async function shot(page: import('@playwright/test').Page, name: string) {
  if (!REVIEW_SCREENSHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewScreenshot(page, 'crm', width, name);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('staff select leads and change their stage in one step, assign one, and correct its data; the timeline tells who did what', async ({
  page,
  request,
}) => {
  const { surname } = uniqueSurname();
  await createLead(request, 'Toplu', surname);
  await createLead(request, 'Tekil', surname);
  await signInByApi(page, request);
  await page.goto(`/crm/dashboard?ara=${encodeURIComponent(surname)}`);
  const rows = page.getByTestId('customer-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('customer-owner')).toHaveText('Atanmamış');

  // Bulk: select both rows, change the stage in one request ('personel' may; bulk assignment is for 'yönetici').
  await page.getByRole('checkbox', { name: 'Sayfadaki tüm müşterileri seç' }).check();
  await expect(page.getByTestId('bulk-count')).toHaveText('2 müşteri seçildi');
  await expect(page.getByRole('combobox', { name: 'Sorumlu personel' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Yeni durum' }).click();
  await page.getByRole('option', { name: 'Şubeye Gelecek', exact: true }).click();
  await shot(page, 'crm-list-selection');
  await page.getByRole('button', { name: 'Durumu Değiştir' }).click();
  await expect(page.getByTestId('bulk-done')).toHaveText('2 müşterinin durumu değiştirildi.');
  await expect(rows.locator('[data-stage="subeye_gelecek"]')).toHaveCount(2);

  // Assign one from its file; the owner filter in the URL finds it.
  await rows
    .filter({ hasText: `Tekil ${surname}` })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Tekil ${surname}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sorumlu personel' }).click();
  await page.getByRole('option', { name: DEMO_STAFF.name, exact: true }).click();
  await page.getByRole('button', { name: 'Ata', exact: true }).click();
  await expect(page.getByText('Müşteri atandı.')).toBeVisible();

  // Correct the data: the public form's rules first refuse, then the correction is saved and searchable.
  await page.getByRole('button', { name: 'Bilgileri Düzenle' }).click();
  const form = page.getByRole('form', { name: 'Müşteri bilgilerini düzenle' });
  await form.getByLabel('Telefon').fill('0212 123 45 67');
  await form.getByLabel('Soyad').fill('');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Lütfen müşterinin soyadını giriniz.')).toBeVisible();
  await expect(form.getByText('Lütfen geçerli bir telefon numarası giriniz.')).toBeVisible();
  await shot(page, 'crm-customer-edit');
  const corrected = `${surname}düz`;
  await form.getByLabel('Soyad').fill(corrected);
  await form.getByLabel('Telefon').fill(`0532 ${String(Date.now()).slice(-7)}`);
  await form.getByRole('combobox', { name: 'Şehir' }).click();
  await page.getByRole('option', { name: 'Muğla', exact: true }).click();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('edit-saved')).toHaveText('Müşteri bilgileri güncellendi.');
  await expect(page.getByRole('heading', { name: `Tekil ${corrected}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Geçmiş' }).click();
  const events = page.getByTestId('timeline-event');
  await expect(events.nth(0)).toContainText('Bilgiler düzeltildi');
  await expect(events.nth(0)).toContainText('Soyad, Telefon, Şehir');
  await expect(events.nth(1)).toContainText('Atama');
  await expect(events.nth(1)).toContainText(`Atanmamış → ${DEMO_STAFF.name}`);
  await expect(events.nth(2)).toContainText('Durum değişikliği');
  for (const i of [0, 1, 2]) await expect(events.nth(i)).toContainText(DEMO_STAFF.name);

  await page.goto(`/crm/dashboard?atanan=bana&ara=${encodeURIComponent(corrected)}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('customer-owner')).toHaveText(DEMO_STAFF.name);
  await expect(page.getByRole('combobox', { name: 'Sorumlu', exact: true })).toHaveText('Bana atananlar');
});
