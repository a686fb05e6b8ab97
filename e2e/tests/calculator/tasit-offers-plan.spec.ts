import { readFile } from 'node:fs/promises';
import { test, expect } from '../../fixtures';
import { amountField, calculateButton, instalment, openCalculator, tab, termNotice, termSelect, vehicleField } from './helpers';
import { onlyInSingleProfile } from '../support/profiles';

// One remote's rules against the API: calculator.spec.ts already walks the calculator in both profiles.
test.beforeEach(() => onlyInSingleProfile('one remote against the API; calculator.spec.ts runs in both profiles'));

test.describe('loan calculator: taşıt', () => {
  test('kasko value first, the amount capped at the maximum loan, the band caps the term, the restrictions modal', async ({ page }) => {
    await openCalculator(page);
    await tab(page, 'Taşıt').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Taşıt Kredisi Hesaplama' })).toBeVisible();
    await expect(amountField(page)).toBeDisabled();
    await expect(page.getByText('Önce aracın kasko değerini giriniz')).toBeVisible();
    await expect(calculateButton(page)).toBeDisabled();

    await page.getByRole('button', { name: 'Taşıt kredisi kısıtlamaları' }).click();
    const dialog = page.getByRole('dialog', { name: 'Taşıt Kredisi Kısıtlamaları' });
    const bands = dialog.getByRole('list', { name: 'Kasko değerine göre taşıt kredisi sınırları' }).getByRole('listitem');
    await expect(bands).toHaveCount(5);
    await expect(bands.first()).toHaveText("400.000 TL'ye kadarEn fazla %70 kredi, en uzun 48 ay vade");
    await expect(bands.last()).toHaveText('2.000.000 TL üzeriTaşıt kredisi kullanılamaz');
    await dialog.getByRole('button', { name: 'Tamam' }).click();

    await vehicleField(page).fill('400000');
    await expect(vehicleField(page)).toHaveValue('400.000');
    await expect(page.getByText('En fazla 280.000 TL kredi kullanabilirsiniz.')).toBeVisible();
    await amountField(page).fill('300000');
    await expect(amountField(page)).toHaveValue('280.000');
    await termSelect(page).selectOption('48');
    await expect(instalment(page)).toBeVisible();

    const request = page.waitForRequest((r) => r.url().includes('/api/kredi/hesapla/') && r.postDataJSON()?.arac_degeri === 600_000);
    await vehicleField(page).fill('600000');
    await expect(termSelect(page)).toHaveValue('36');
    await expect(termNotice(page)).toContainText('36 aya düşürüldü');
    const body = (await request).postDataJSON();
    expect(body).toEqual({ kredi_miktari: 280_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'tasit', arac_degeri: 600_000 });
  });

  test('choosing another tab resets amount, vehicle value and result; the offers reload for the type', async ({ page }) => {
    await openCalculator(page);
    await tab(page, 'Taşıt').click();
    await vehicleField(page).fill('500000');
    await amountField(page).fill('100000');
    await expect(instalment(page)).toBeVisible();
    const offers = page.waitForRequest((r) => r.url().includes('/api/kredi/teklifler/') && r.url().includes('kredi_turu=konut'));
    await tab(page, 'Konut').click();
    expect(new URL((await offers).url()).searchParams.get('aktif')).toBe('true');
    await expect(amountField(page)).toHaveValue('');
    await expect(instalment(page)).toBeHidden();
    await tab(page, 'Taşıt').click();
    await expect(vehicleField(page)).toHaveValue('');
  });
});

test.describe('loan calculator: offers', () => {
  test("seeded offers: fitting ones only, lowest rate first, the first 'En Avantajlı Teklif', each with its own instalment", async ({
    page,
  }) => {
    await openCalculator(page);
    await amountField(page).fill('100000');
    await expect(instalment(page)).toBeVisible();
    const list = page.getByRole('list', { name: 'Uygun banka teklifleri' });
    // 100.000 TL for 36 months (see api/src/db/seed/bankOffers.ts): Yakamoz Bank offers 24 months at most, so it drops out.
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const first = list.getByRole('listitem').first();
    await expect(first).toHaveAttribute('aria-label', 'Çınar Bank');
    await expect(first).toContainText('En Avantajlı Teklif');
    await expect(first).toContainText('Aylık faiz %3,49');
    await expect(first.getByRole('img', { name: 'Çınar Bank logosu' })).toBeVisible();
    await expect(list.getByText('En Avantajlı Teklif')).toHaveCount(1);
    await expect(list.getByRole('listitem').nth(3)).toHaveAttribute('aria-label', 'Kardelen Bank');
  });

  test("'Bilinmeyen Banka' for an offer without a name, and the spec's text when none fits", async ({ page }) => {
    await page.route('**/api/kredi/teklifler/**', (route) =>
      route.fulfill({
        json: [
          {
            id: 1,
            banka_adi: null,
            banka_logo: null,
            kredi_turu: 'ihtiyac',
            min_tutar: 10000,
            max_tutar: 150000,
            max_vade: 36,
            faiz_orani: 3.1,
            aktif: true,
          },
        ],
      }),
    );
    await openCalculator(page);
    await amountField(page).fill('100000');
    await expect(page.getByRole('list', { name: 'Uygun banka teklifleri' }).getByRole('listitem')).toHaveAttribute(
      'aria-label',
      'Bilinmeyen Banka',
    );
    await amountField(page).fill('200000');
    await expect(
      page.getByText('Belirttiğiniz tutarda ve vadede uygun kredi teklifi bulunamadı. Lütfen farklı bir tutar veya vade seçin.'),
    ).toBeVisible();
  });
});

test.describe('loan calculator: payment plan', () => {
  test('the plan lists every month and downloads as a CSV for Turkish Excel', async ({ page }) => {
    await openCalculator(page);
    await amountField(page).fill('100000');
    await expect(instalment(page)).toHaveText('6.189,33 TL');
    await page.getByRole('button', { name: 'Ödeme Planını Göster' }).click();
    const table = page.getByRole('table', { name: 'Ödeme Planı' });
    await expect(table.getByRole('row')).toHaveCount(38);
    await expect(table.getByRole('row').last()).toContainText('Toplam');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV İndir' }).click()]);
    expect(download.suggestedFilename()).toBe('odeme-plani-ihtiyac-100000-tl-36-ay.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Ay;Taksit;Anapara;Faiz;KKDF;BSMV;Kalan Borç');
    expect(lines[1]).toBe('1;6189,33;1002,33;3990,00;598,50;598,50;98997,67');
    expect(lines[36]).toMatch(/^36;6189,18;.*;0,00$/);
  });

  test('printing shows only the plan', async ({ page }) => {
    await openCalculator(page);
    await amountField(page).fill('100000');
    await page.getByRole('button', { name: 'Ödeme Planını Göster' }).click();
    await expect(page.getByRole('table', { name: 'Ödeme Planı' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Kredi Hesaplama' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Ödeme Planı', level: 3 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CSV İndir' })).toBeHidden();
  });
});

test.describe('loan calculator: on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('numeric keyboard for amounts and no horizontal scroll, with a result and the plan open', async ({ page }) => {
    await openCalculator(page);
    await expect(amountField(page)).toHaveAttribute('inputmode', 'numeric');
    await amountField(page).fill('100000');
    await expect(instalment(page)).toBeVisible();
    await page.getByRole('button', { name: 'Ödeme Planını Göster' }).click();
    await expect(page.getByRole('table', { name: 'Ödeme Planı' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Uygun banka teklifleri' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the payment plan is stacked: every figure of a month, with its label, inside the card', async ({ page }) => {
    await openCalculator(page);
    await amountField(page).fill('100000');
    await page.getByRole('button', { name: 'Ödeme Planını Göster' }).click();
    const table = page.getByRole('table', { name: 'Ödeme Planı' });
    await expect(table.getByRole('row')).toHaveCount(38);
    const scroll = page.getByRole('region', { name: 'Ödeme planı tablosu' }).or(page.locator('.plan-scroll'));
    expect(await scroll.first().evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    const box = (await scroll.first().boundingBox())!;
    const firstMonth = table.getByRole('row').nth(1);
    const cells = firstMonth.getByRole('cell');
    await expect(cells).toHaveCount(7);
    for (const [index, label] of ['Ay', 'Taksit', 'Anapara', 'Faiz', 'KKDF', 'BSMV', 'Kalan Borç'].entries()) {
      const cell = cells.nth(index);
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${label}"`);
      const cellBox = (await cell.boundingBox())!;
      expect(cellBox.x, label).toBeGreaterThanOrEqual(box.x);
      expect(cellBox.x + cellBox.width, label).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    await expect(cells.nth(6)).toHaveText('98.997,67');
  });
});
