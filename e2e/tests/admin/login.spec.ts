import { expect, test } from '../../fixtures';
import { DEMO_ADMIN } from './helpers';

test.describe('admin sign-in', () => {
  test('guarded pages send to the login; a wrong password is refused; the demo credentials sign in after 1 s; logout revokes', async ({
    page,
  }) => {
    await page.goto('/admin/kredi-formuller');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(`Kullanıcı adı: ${DEMO_ADMIN.username} · Şifre: ${DEMO_ADMIN.password}`);

    await page.getByLabel('Kullanıcı Adı').fill(DEMO_ADMIN.username);
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kullanıcı adı veya şifre hatalı');
    expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();

    await page.getByLabel('Şifre').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('button', { name: 'Giriş Yapılıyor...' })).toBeVisible();
    await expect(page.getByText('Giriş başarılı! Yönlendiriliyorsunuz...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeVisible();

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
    // The server no longer accepts the old token either.
    const check = await page.request.get('/api/admin/auth/session/', { headers: { Authorization: `Token ${token}` } });
    expect(check.status()).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a token the server refuses ends the session: 'Yükleniyor...', then the login", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('admin_token', 'A'.repeat(43)));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
  });
});
