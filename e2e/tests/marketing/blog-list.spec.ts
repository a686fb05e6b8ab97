import type { Page } from '@playwright/test';
import { test, expect, gotoInteractive } from '../../fixtures';

// The blog list in the composed system, with real data: the cards, the columns per width and the search a reader
// types. Its states (skeletons, the empty state and its reset, a category's own load and failure, the posts' error
// and retry) are the page's own rules, tested once, with forced answers, in
// mf-marketing/src/features/blog/components/BlogListPage.test.tsx.

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Yazılarda ara' });

test.describe('blog list', () => {
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
});
