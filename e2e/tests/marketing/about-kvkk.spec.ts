import { test, expect } from '../../fixtures';

test.describe('about and KVKK pages', () => {
  test('about: the four sections and the figures', async ({ page }) => {
    await page.goto('/hakkimizda');
    await expect(page).toHaveTitle(/^Hakkımızda \| /);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Biz Kimiz?', 'Misyonumuz', 'Vizyonumuz', 'Neden Biz?']);
    // Each figure is one sentence ('10+ Yıllık Deneyim'), not a heading-like paragraph of its own.
    for (const figure of ['10+ Yıllık Deneyim', '50.000+ Mutlu Müşteri', '20+ Anlaşmalı Banka']) {
      await expect(main.locator('p').filter({ hasText: figure })).toHaveText(figure);
    }
  });

  test('KVKK: dated 24.11.2026, sections 1-6, the separate consent text, e-mail and a link home', async ({ page }) => {
    await page.goto('/kvkk');
    await expect(page).toHaveTitle(/^KVKK Aydınlatma Metni \| /);
    const main = page.getByRole('main');
    await expect(main.getByText('24.11.2026')).toBeVisible();
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
