import type { Page } from '@playwright/test';
import { expect, gotoInteractive, readSmsCode, test } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { SCREENSHOT_WIDTHS, VIEWPORT_HEIGHT, expectNoSidewaysScroll } from '../support/layout';
import { REVIEW_SCREENSHOTS } from '../support/reviewScreenshots';
import { signInByApi, uniquePhone, uniqueSurname } from './helpers';
import { FLOW_INSIDE_A_REMOTE, onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile(FLOW_INSIDE_A_REMOTE));

// The demo staff number signs in by SMS code: run after the other CRM specs' sign-ins, one at a time.
test.describe.configure({ mode: 'default' });

/**
 * Each width: no sideways scroll, and (REVIEW_SCREENSHOTS=1) a full-page picture for people to look at, in the test's
 * output folder.
 */
async function atEveryWidth(page: Page, name: string) {
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await expectNoSidewaysScroll(page, name, width);
    if (REVIEW_SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('a person sends a KVKK request with the SMS code; staff see it with the days left and close it with a note', async ({
  page,
  request,
}) => {
  test.slow(true, 'two screens, each at three widths, and a sign-in by SMS');
  const phone = uniquePhone();
  const { surname } = uniqueSurname();
  const fullName = `Başvuru ${surname}`;

  // Server-rendered, with its own title and description.
  const served = await (await request.get('/kvkk/basvuru')).text();
  expect(/<title>([^<]*)<\/title>/.exec(served)?.[1]).toMatch(/^KVKK Başvuru Formu \| /);
  expect(/<meta name="description" content="([^"]*)"/.exec(served)?.[1]).toMatch(/KVKK 11\. maddesi.*30 gün/);
  expect(served).toContain('Başvuru türü');

  await gotoInteractive(page, '/kvkk/basvuru');
  await expect(page).toHaveTitle(/KVKK Başvuru Formu/);
  const form = page.getByRole('form', { name: 'KVKK başvuru formu' });
  // A bad phone is named in Turkish; what was typed stays.
  await form.getByLabel(/^Ad Soyad/).fill(fullName);
  await form.getByLabel(/^Cep Telefonu/).fill('0123');
  await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(form.getByText('Lütfen geçerli bir telefon numarası giriniz.')).toBeVisible();
  await expect(form.getByText('Lütfen başvuru türünü seçiniz.')).toBeVisible();
  await expect(form.getByLabel(/^Ad Soyad/)).toHaveValue(fullName);
  await expectNoBlockingA11yFindings(page);

  await form.getByLabel(/^Cep Telefonu/).fill(phone);
  await form.getByRole('radio', { name: 'Verilerimin silinmesi' }).check();
  await form.getByLabel(/^Açıklama/).fill('Kayıtlı tüm verilerimin silinmesini istiyorum.');
  await atEveryWidth(page, 'kvkk-request-form');
  await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  const dialog = page.getByRole('dialog', { name: 'SMS Doğrulama' });
  await dialog.getByLabel('Doğrulama kodu').fill(await readSmsCode(request, phone));
  await dialog.getByRole('button', { name: 'Doğrula ve Gönder' }).click();

  const received = page.getByTestId('kvkk-request-received');
  await expect(received).toContainText('Başvurunuz alındı. En geç 30 gün içinde size dönüş yapılacaktır.');
  const id = (await page.getByTestId('kvkk-request-number').textContent())!.trim();
  expect(id).toMatch(/^\d+$/);
  await expect(page.getByTestId('kvkk-request-due')).toHaveText(/^\d{1,2} \S+ \d{4}$/);
  await expectNoBlockingA11yFindings(page);
  await atEveryWidth(page, 'kvkk-request-received');

  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await signInByApi(page, request);
  await page.goto('/crm/kvkk-basvurulari');
  const card = page.getByTestId('kvkk-request').filter({ has: page.getByRole('heading', { name: `#${id} · ${fullName}` }) });
  await expect(card.getByTestId('kvkk-days-left')).toHaveText('30 gün kaldı');
  await expect(card).toContainText('Verilerimin silinmesi');
  await expect(card).toContainText('Kayıtlı tüm verilerimin silinmesini istiyorum.');
  await expect(card.getByRole('link', { name: `0${phone}` })).toHaveAttribute('href', `tel:+90${phone}`);
  await expect(page.getByRole('navigation', { name: 'CRM bölümleri' }).getByRole('link', { name: 'KVKK' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoBlockingA11yFindings(page);
  await atEveryWidth(page, 'crm-kvkk-requests');

  await card.getByRole('button', { name: 'Notla Kapat' }).click();
  const closing = page.getByRole('dialog', { name: 'Başvuruyu kapat' });
  await closing.getByRole('button', { name: 'Kapat' }).click();
  await expect(closing.getByText('Lütfen başvurunun nasıl sonuçlandırıldığını not olarak yazınız.')).toBeVisible();
  await expectNoBlockingA11yFindings(page, { include: '[role="dialog"]' });
  await closing.getByLabel(/Kapanış notu/).fill('Müşteri dosyası bulunmadı; SMS ile bilgi verildi.');
  await closing.getByRole('button', { name: 'Kapat' }).click();
  await expect(page.getByRole('status').filter({ hasText: `#${id}: Başvuru kapatıldı.` })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Kapatılanlar' }).click();
  await expect(card.getByTestId('kvkk-close-note')).toHaveText('Kapanış notu: Müşteri dosyası bulunmadı; SMS ile bilgi verildi.');
  await expect(card).toContainText('Demo Personel');
});
