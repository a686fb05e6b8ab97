import { test, expect, gotoInteractive } from '../../fixtures';
import { onlyInSingleProfile } from '../support/profiles';

// The header's links across remotes, the 404, the staff areas' chrome and the CSP depend on how the remotes are served
// and run in both profiles; what the shell draws and does inside one page (menu, footer, callback, bubble, scrolling)
// runs in the single profile only.
const INSIDE_THE_SHELL = 'the shell alone; the same in both profiles';

test.describe('shell chrome', () => {
  test('header links, the active one highlighted, phone link and Hemen Başvur opening the form in a new tab', async ({ page, context }) => {
    await page.goto('/kredi-hesaplama');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link')).toHaveText(['Ana Sayfa', 'Blog', 'Hakkımızda', 'Kredi Hesaplama', 'İletişim']);
    await expect(nav.getByRole('link', { name: 'Kredi Hesaplama' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /0850/ })).toHaveAttribute('href', /^tel:/);

    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Hemen Başvur' }).click()]);
    await expect(popup).toHaveURL(/\/form$/);
    await popup.close();

    await nav.getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/hakkimizda$/);
    await expect(nav.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('aria-current', 'page');
  });

  test('mobile: phone icon, menu button, side sheet of 280 px with the five links and Limitini Öğren, closing on choice', async ({
    page,
  }) => {
    onlyInSingleProfile(INSIDE_THE_SHELL);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/kredi-hesaplama');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Bizi arayın/ })).toBeVisible();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const sheet = page.getByRole('navigation', { name: 'Mobil menü' });
    await expect(sheet.getByRole('link')).toHaveText(['Ana Sayfa', 'Blog', 'Hakkımızda', 'Kredi Hesaplama', 'İletişim', 'Limitini Öğren']);
    const paper = page.locator('.MuiDrawer-paper');
    await expect(paper).toHaveCSS('width', '280px');
    await sheet.getByRole('link', { name: 'İletişim' }).click();
    await expect(page).toHaveURL(/\/iletisim$/);
    await expect(sheet).toBeHidden();

    await page.setViewportSize({ width: 700, height: 800 });
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.locator('.MuiDrawer-paper')).toHaveCSS('width', '350px');
    // The sheet starts with the logo (home) and a close button.
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu.getByRole('link', { name: /ana sayfa$/ })).toHaveAttribute('href', '/');
    await menu.getByRole('button', { name: 'Menüyü kapat' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeFocused();
  });

  test('any other path shows the 404 page with links home and to contact', async ({ page }) => {
    await page.goto('/hizmetler/yok-boyle-bir-hizmet');
    await expect(page.getByRole('heading', { name: 'Aradığınız Sayfa Bulunamadı' })).toBeVisible();
    await page.getByRole('link', { name: 'İletişime Geçin' }).click();
    await expect(page).toHaveURL(/\/iletisim$/);
    await page.goto('/yok/boyle/bir/sayfa');
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer: badges, link columns, contact details, social links, copyright year and privacy note', async ({ page }) => {
    onlyInSingleProfile(INSIDE_THE_SHELL);
    await page.goto('/kredi-hesaplama');
    const footer = page.getByRole('contentinfo');
    for (const text of ['7/24 Destek', 'Hızlı Yanıt', 'Uzman Ekip', 'Hizmetlerimiz', 'Kurumsal', 'Yasal', 'info@example.com']) {
      await expect(footer.getByText(text, { exact: true }).first()).toBeVisible();
    }
    for (const name of ['Instagram', 'Facebook', 'X', 'Telegram', 'TikTok']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByText('Bilgileriniz gizli tutulur ve sadece sizinle iletişim için kullanılır')).toBeVisible();
  });

  test('callback form: empty phone sends nothing; a number is stored and the field cleared', async ({ page }) => {
    onlyInSingleProfile(INSIDE_THE_SHELL);
    await page.goto('/kredi-hesaplama');
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/callback-request/')) posted++;
    });
    const input = page.getByRole('textbox', { name: 'Telefon Numaranız' });
    await input.fill('   ');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Lütfen bir telefon numarası girin.')).toBeVisible();
    expect(posted).toBe(0);

    await input.fill('0532 111 22 33');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.')).toBeVisible();
    await expect(input).toHaveValue('');
  });

  test('callback form: a failed request shows the fixed error text and keeps the number', async ({ page }) => {
    onlyInSingleProfile(INSIDE_THE_SHELL);
    await page.route('**/api/callback-request/', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/kredi-hesaplama');
    const input = page.getByRole('textbox', { name: 'Telefon Numaranız' });
    await input.fill('05321112233');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('Telefon numaranız kaydedilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.')).toBeVisible();
    await expect(input).toHaveValue('05321112233');
  });

  test('the chat bubble appears at 3 s, stays 5 s and returns every 30 s', async ({ page }) => {
    onlyInSingleProfile(INSIDE_THE_SHELL);
    await page.clock.install();
    // The bubble's timer starts with the application, which a server-rendered page loads at the first intent.
    await gotoInteractive(page, '/kredi-hesaplama');
    const bubble = page.getByText('Bizimle iletişime geçin');
    await expect(page.getByRole('link', { name: 'WhatsApp ile yazın' })).toBeVisible();
    await expect(bubble).toBeHidden();
    await page.clock.runFor(3100);
    await expect(bubble).toBeVisible();
    await page.clock.runFor(5500);
    await expect(bubble).toBeHidden();
    await page.clock.runFor(25_000);
    await expect(bubble).toBeVisible();
  });

  test('every path change scrolls smoothly back to the top', async ({ page }) => {
    onlyInSingleProfile(INSIDE_THE_SHELL);
    // Interactive: the link is then followed by the application (before, it is a browser navigation).
    await gotoInteractive(page, '/kredi-hesaplama');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/hakkimizda$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('CRM and admin pages have no public header or footer', async ({ page }) => {
    await page.goto('/crm/login');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);
    await expect(page.getByText('Sizi Arayalım')).toHaveCount(0);
    await page.goto('/admin/login');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);
  });

  test('pages are served with a CSP that allows only known script origins, and nothing is refused', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Content Security Policy')) refused.push(m.text());
    });
    // Interactive: the application's scripts (the remotes' too, on their origins in the multi profile) are loaded.
    const res = await gotoInteractive(page, '/kredi-hesaplama');
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await gotoInteractive(page, '/iletisim');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
