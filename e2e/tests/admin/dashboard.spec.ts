import { expect, test } from '../../fixtures';
import { adminToken, signInByApi } from './helpers';

/** The figure a card shows, as a number ('1.234' -> 1234). */
const figure = (text: string) => Number(text.replace(/\./g, ''));

test.describe('admin dashboard', () => {
  test('the three cards with real figures, the recent posts with views, and the way to blog management', async ({ page, request }) => {
    await signInByApi(page, request);
    const headers = { Authorization: `Token ${await adminToken(request)}` };
    const before = (await (await request.get('/api/admin/dashboard/', { headers })).json()) as {
      cards: { calculations: { total: number } };
    };
    // A calculation made now counts at once in 'Kredi Hesaplamaları' (other specs may add theirs too).
    const calculated = await request.post('/api/kredi/hesapla/', {
      data: { kredi_miktari: 100000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' },
    });
    expect(calculated.ok()).toBe(true);

    await page.goto('/admin/dashboard');
    for (const title of ['Toplam Kullanıcı', 'Kredi Hesaplamaları', 'Başvuru Sayısı']) {
      await expect(page.getByRole('region', { name: title })).toContainText('son 30 gün');
    }
    // The card's figure is the one text in it made only of digits and thousands dots.
    const total = await page
      .getByRole('region', { name: 'Kredi Hesaplamaları' })
      .getByText(/^[\d.]+$/)
      .first()
      .textContent();
    expect(figure(total ?? '')).toBeGreaterThanOrEqual(before.cards.calculations.total + 1);

    const recent = page.getByRole('region', { name: 'Son Blog Yazıları' });
    await expect(recent.getByText(/\d görüntülenme$/)).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Raporlar' })).toBeVisible();

    await recent.getByRole('link', { name: 'Tüm Yazıları Yönet' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole('table', { name: 'Blog yazıları' })).toBeVisible();
  });
});
