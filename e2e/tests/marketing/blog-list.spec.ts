import type { Page, Route } from '@playwright/test';
import { test, expect, askForClientRender, gotoInteractive } from '../../fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Yazılarda ara' });

test.describe('blog list', () => {
  test('six skeletons while loading, then the cards and the category strip', async ({ page }) => {
    // The browser fetches the data (as after a client-side navigation): the faked API answers apply.
    await askForClientRender(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blog-api/categories/', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/blog');
    await expect(page).toHaveTitle(/^Blog \| /);
    await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(6);
    release();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('tablist', { name: 'Blog kategorileri' }).getByRole('tab')).toHaveText([
      'Tümü',
      'Kredi Türleri',
      'Findeks ve Kredi Notu',
      'Bütçe ve Birikim',
    ]);
  });

  test('cards: plain-text title with entities decoded, badge, long date, reading time and Devamını Oku', async ({ page }) => {
    await page.goto('/blog');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Taşıt Kredisi: Kasko Değeri ve Vade Sınırları' }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Kredi Türleri')).toBeVisible();
    await expect(
      card.getByText(/^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/),
    ).toBeVisible();
    await expect(card.getByText(/^\d+ dk okuma$/)).toBeVisible();
    await card.getByRole('link', { name: 'Devamını Oku' }).click();
    await expect(page).toHaveURL(/\/blog\/tasit-kredisi-kasko-degeri-ve-vade-sinirlari$/);
  });

  test('three columns on desktop, two on a tablet, one on a phone', async ({ page }) => {
    const columns = async () => {
      const tops = await cards(page).evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)));
      return tops.filter((top) => top === tops[0]).length;
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog');
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(columns).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 390, height: 900 });
    await expect.poll(columns).toBe(1);
  });

  test('search is case-insensitive with Turkish letters, over title and summary', async ({ page }) => {
    await gotoInteractive(page, '/blog');
    await expect(cards(page).first()).toBeVisible();
    const total = await cards(page).count();

    await search(page).fill('TAŞIT');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Taşıt Kredisi: Kasko Değeri ve Vade Sınırları');

    await search(page).fill('ihtiyaç kredisi nedir');
    await expect(cards(page).getByRole('heading')).toHaveText(['İhtiyaç Kredisi Nedir, Nasıl Çalışır?']);

    await search(page).fill('');
    await expect(cards(page)).toHaveCount(total);
  });

  test("empty state and 'Tüm İçerikleri Göster' clearing search and category", async ({ page }) => {
    await gotoInteractive(page, '/blog');
    await expect(cards(page).first()).toBeVisible();
    const total = await cards(page).count();
    await page.getByRole('tab', { name: 'Bütçe ve Birikim' }).click();
    await search(page).fill('kripto para madenciliği');
    await expect(page.getByText('Aradığınız kriterlere uygun içerik bulunamadı.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Tüm İçerikleri Göster' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(page.getByRole('tab', { name: 'Tümü' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(total);
  });

  test('choosing a category loads that category from the server', async ({ page }) => {
    await gotoInteractive(page, '/blog');
    await expect(cards(page).first()).toBeVisible();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/api/blog-api/posts/by_category/?slug=butce-ve-birikim')),
      page.getByRole('tab', { name: 'Bütçe ve Birikim' }).click(),
    ]);
    expect(request.method()).toBe('GET');
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) await expect(card.getByText('Bütçe ve Birikim')).toBeVisible();
  });

  test('a category failure is only logged: no error box, that category still shown', async ({ page }) => {
    await page.route('**/api/blog-api/posts/by_category/**', (route) => route.fulfill({ status: 500, json: { message: 'Sunucu hatası' } }));
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await gotoInteractive(page, '/blog');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Findeks ve Kredi Notu' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => logged.some((t) => t.includes('findeks-ve-kredi-notu'))).toBe(true);
  });

  test("posts failing: the error box, and 'Yeniden Dene' loads again", async ({ page }) => {
    // The browser fetches the data (as after a client-side navigation): the faked API answers apply.
    await askForClientRender(page);
    await page.route('**/api/blog-api/posts/', (route) => route.fulfill({ status: 500, json: { message: 'Sunucu hatası' } }));
    await page.goto('/blog');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Hata Oluştu');
    await expect(alert).toContainText('Blog yazıları yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.');

    await page.unroute('**/api/blog-api/posts/');
    await alert.getByRole('button', { name: 'Yeniden Dene' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
