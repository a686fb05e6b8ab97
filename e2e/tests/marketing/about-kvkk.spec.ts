import { test, expect } from '../../fixtures';

test.describe('about and KVKK pages', () => {
  test('about: the four sections and the figures', async ({ page }) => {
    await page.goto('/hakkimizda');
    await expect(page).toHaveTitle(/^Hakkımızda \| /);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Biz Kimiz?', 'Misyonumuz', 'Vizyonumuz', 'Neden Biz?']);
    for (const text of ['10+', '50.000+', '20+', 'Yıllık Deneyim', 'Mutlu Müşteri', 'Anlaşmalı Banka']) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('KVKK: dated 04.04.2025, sections 1-6, the separate consent text, e-mail and a link home', async ({ page }) => {
    await page.goto('/kvkk');
    await expect(page).toHaveTitle(/^KVKK Aydınlatma Metni \| /);
    const main = page.getByRole('main');
    await expect(main.getByText('04.04.2025')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      '1. Veri Sorumlusu',
      '2. İşlenen Kişisel Veriler ve İşlenme Amaçları',
      '3. Kişisel Verilerin Aktarılması',
      '4. Kişisel Veri Toplamanın Yöntemi ve Hukuki Sebebi',
      '5. İlgili Kişinin Hakları',
      '6. Başvuru Yöntemi',
      'Açık Rıza Metni',
    ]);
    await expect(main.getByText(/Kolay Kredi Danışmanlık A.Ş. tarafından işlenmektedir/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'info@example.com' }).first()).toHaveAttribute('href', 'mailto:info@example.com');
    await main.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
