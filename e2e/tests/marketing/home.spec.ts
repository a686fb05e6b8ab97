import { test, expect, gotoInteractive } from '../../fixtures';

// The home page in the composed system, with real data. Its loading and failure states (skeletons, the fallback to
// all posts, the red error) are the page's own rules, tested once, with forced answers, in
// mf-marketing/src/features/home/components/HomePage.test.tsx.

const blogSection = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Güncel Blog Yazıları' });

test.describe('home page', () => {
  test('title, hero with the three steps, calls to action and links', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Kolay Kredinin Formülü');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Yapay zekâ destekli kredi raporu/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Kolay Kredinin Formülü' })).toBeVisible();
    for (const step of ['1 Dakikada Başvurun', 'En İyi Banka Teklifini Keşfedin', 'Limitinizi Anında Öğrenin']) {
      await expect(main.getByRole('heading', { name: step })).toBeVisible();
    }

    const [form] = await Promise.all([context.waitForEvent('page'), main.getByRole('link', { name: 'LİMİTİNİ ÖĞREN' }).click()]);
    await expect(form).toHaveURL(/\/form$/);
    await form.close();
    const total = main.getByRole('link', { name: 'Toplam Limitini Öğren' });
    await expect(total).toHaveAttribute('target', '_blank');
    await expect(total).toHaveAttribute('href', /\/form$/);

    for (const card of [
      'Yapay Zekâ ile Hızlı Kredi Değerlendirmesi',
      'Güvenli Banka Teklifleri',
      'Uygun Faiz Oranları',
      'Pratik',
      'Ekonomik',
      'Anında',
    ]) {
      await expect(main.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await main.getByRole('link', { name: 'Daha Fazla Bilgi' }).click();
    await expect(page).toHaveURL(/\/hakkimizda$/);
  });

  test("'Daha Fazla' scrolls down to the why-us section", async ({ page }) => {
    await gotoInteractive(page, '/');
    const whyUs = page.getByRole('heading', { name: 'Yapay Zekâ ile Hızlı Kredi Değerlendirmesi' });
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.getByRole('button', { name: 'Daha Fazla' }).click();
    await expect(whyUs).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('featured posts, then Tüm Yazıları Gör leads to the blog', async ({ page }) => {
    await page.goto('/');
    const cards = blogSection(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    // Titles arrive with HTML; the card shows plain text.
    await expect(blogSection(page).getByRole('heading', { name: 'Findeks Kredi Notu Nedir? Notunuzu Yükseltmenin 7 Yolu' })).toBeVisible();
    await blogSection(page).getByRole('link', { name: 'Tüm Yazıları Gör' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the home page does not download the map library', async ({ page }) => {
    // With the application loaded (the map library would come with it).
    await gotoInteractive(page, '/');
    await expect(blogSection(page).getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => 'L' in window)).toBe(false);
  });
});
