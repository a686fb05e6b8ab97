import { test, expect, pageInteractive, showIntent } from '../../fixtures';
import { amountField, calculateButton, holdCalculations, instalment, openCalculator, tab, termNotice, termSelect } from './helpers';

// The calculator in the composed system, with its real API. What it shows from a forced answer (the server's refusal
// in the red box, the local computation when the API is down or failing, the built-in types when the list cannot be
// loaded) is the page's own rule, tested once in mf-calculator/src/features/calculator/components/CalculatorPage.test.tsx.
test.describe('loan calculator: states', () => {
  test('title, tabs from the API, idle state, the 10.000 TL minimum, then the auto-calculated result', async ({ page }) => {
    const typesAnswer = page.waitForResponse('**/api/kredi/kredi-turleri/');
    await openCalculator(page);
    expect((await typesAnswer).status()).toBe(200);
    await expect(page).toHaveTitle(/^Kredi Hesaplama \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /KKDF ve BSMV/);
    await expect(page.getByRole('tab')).toHaveText(['İhtiyaç', 'Taşıt', 'Konut', 'Ticari']);
    await expect(page.getByRole('heading', { level: 2, name: 'İhtiyaç Kredisi Hesaplama' })).toBeVisible();

    await expect(calculateButton(page)).toBeDisabled();
    await expect(termSelect(page)).toHaveValue('36');
    await amountField(page).fill('9999');
    await expect(page.getByText('Kredi tutarı en az 10.000 TL olmalıdır.')).toBeVisible();
    await expect(calculateButton(page)).toBeDisabled();

    const release = await holdCalculations(page);
    await amountField(page).fill('100000');
    await expect(amountField(page)).toHaveValue('100.000');
    await expect(page.getByRole('button', { name: 'Hesaplanıyor...' })).toBeDisabled();
    release();
    await expect(instalment(page)).toHaveText('6.189,33 TL');
    const result = page.getByRole('region', { name: 'Hesaplama Sonucu' });
    await expect(result).toContainText('Toplam Geri Ödeme222.815,73 TL');
    await expect(result).toContainText('KKDF (%15,00)14.171,05 TL');
    await expect(result).toContainText('BSMV (%15,00)14.171,05 TL');
    await expect(result).toContainText('Yıllık Maliyet Oranı%83,46');
    await expect(calculateButton(page)).toHaveText('Hesapla');
  });

  test('a bigger amount shortens the term and says so; the term-limits modal lists the caps', async ({ page }) => {
    await openCalculator(page);
    await amountField(page).fill('200000');
    await expect(termSelect(page)).toHaveValue('24');
    await expect(termNotice(page)).toContainText('24 aya düşürüldü');
    await page.getByRole('button', { name: 'Vade sınırları' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vade Sınırları' });
    await expect(dialog.getByRole('listitem')).toHaveText([
      "125.000 TL'ye kadar: en fazla 36 ay",
      '125.001 TL - 250.000 TL: en fazla 24 ay',
      '250.000 TL üzeri: en fazla 12 ay',
    ]);
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(dialog).toBeHidden();
  });

  test("'Bakım Modu' opens for ticari and leaves the selection unchanged", async ({ page }) => {
    await openCalculator(page);
    await expect(tab(page, 'Ticari').getByRole('img', { name: 'bakım modunda' })).toBeVisible();
    await tab(page, 'Ticari').click();
    const dialog = page.getByRole('dialog', { name: 'Bakım Modu' });
    await expect(dialog).toContainText('çok yakında');
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(dialog).toBeHidden();
    await expect(tab(page, 'İhtiyaç')).toHaveAttribute('aria-selected', 'true');
  });

  test('konut: terms in years, no KKDF or BSMV', async ({ page }) => {
    await openCalculator(page);
    await tab(page, 'Konut').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Konut Kredisi Hesaplama' })).toBeVisible();
    await expect(termSelect(page).locator('option')).toHaveText([
      '1 Yıl (12 Ay)',
      '1,5 Yıl (18 Ay)',
      '2 Yıl (24 Ay)',
      '3 Yıl (36 Ay)',
      '4 Yıl (48 Ay)',
      '5 Yıl (60 Ay)',
      '6 Yıl (72 Ay)',
      '7 Yıl (84 Ay)',
      '8 Yıl (96 Ay)',
      '9 Yıl (108 Ay)',
      '10 Yıl (120 Ay)',
    ]);
    await amountField(page).fill('100000');
    await expect(instalment(page)).toHaveText('5.281,37 TL');
    await expect(page.getByRole('region', { name: 'Hesaplama Sonucu' })).toContainText('KKDF (%0,00)0,00 TL');
  });

  test('the last calculation is kept across reloads', async ({ page }) => {
    await openCalculator(page);
    await amountField(page).fill('75000');
    await expect(instalment(page)).toBeVisible();
    await page.reload();
    // Read from this browser's storage: shown once the page is interactive (it loads at the first intent).
    await showIntent(page);
    await pageInteractive(page);
    const box = page.getByRole('region', { name: 'Son Hesaplamanız' });
    await expect(box).toContainText('İhtiyaç Kredisi: 75.000,00 TL, 36 Ay');
  });
});
