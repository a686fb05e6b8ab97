import { chromium } from 'playwright-core';
void (async () => {
  const base = 'http://127.0.0.1:7100';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const width of [390, 1366]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Kullanıcı Adı').fill('admin');
    await page.getByLabel('Şifre').fill('demo-admin-2025');
    await page.getByRole('button', { name: /Giriş/ }).click();
    await page.waitForURL(/admin\/(dashboard|panel)/, { timeout: 60_000 }).catch(() => {});
    await page.goto(`${base}/admin/personel`);
    await page.getByRole('table', { name: 'Personel hesapları' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(width, 'sideways page scroll', scroll);
    await page.screenshot({ path: `/tmp/crm-shots/personel-${width}.png`, fullPage: true });
    await page.close();
  }
  await browser.close();
})();
