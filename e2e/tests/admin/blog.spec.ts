import { expect, test } from '../../fixtures';
import { adminToken, signInByApi, unique } from './helpers';

/** A Turkish-aware slug as the server makes it, for the titles of this spec (ASCII letters, digits and Turkish letters). */
const slugOf = (title: string) =>
  title
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test.describe('admin blog', () => {
  test('a post created in the editor, published, and seen on /blog at once', async ({ page, request }) => {
    await signInByApi(page, request);
    const title = unique('Kredi Notu Nasıl Yükselir?');
    await page.goto('/admin/blog/yeni');
    await page.getByRole('textbox', { name: 'Başlık' }).fill(title);
    await expect(page.getByText(`Boş bırakırsanız başlıktan üretilir: ${slugOf(title)}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Özet' }).fill('Kredi notunuzu yükseltmenin yolları.');
    await page.getByRole('textbox', { name: 'İçerik (Markdown)' }).fill('## Ödemeler\n\nFaturalarınızı **zamanında** ödeyin.');
    await page.getByRole('tab', { name: 'Önizleme' }).click();
    await expect(page.getByTestId('markdown-preview').getByRole('heading', { name: 'Ödemeler' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kategori' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);

    // A draft: not on the public blog yet.
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Taslak', { exact: true })).toBeVisible();
    const slug = slugOf(title);
    expect((await request.get(`/api/blog-api/posts/${slug}/`)).status()).toBe(404);

    await row.getByRole('button', { name: `${title}: Yayınla` }).click();
    await expect(row.getByText('Yayında', { exact: true })).toBeVisible();

    // The public blog shows it at once (no cache in between), and the sitemap lists it.
    await page.goto('/blog');
    await page.getByLabel('Yazılarda ara').fill(title.split(' ').at(-1)!);
    const card = page.getByRole('article').filter({ hasText: title });
    // The search filters once the page is interactive (text typed before is handed to React): until then the list
    // still holds every post, and a click aimed at the card can meet the list as it changes.
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Devamını Oku' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('post-body').locator('strong')).toHaveText('zamanında');
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);

    // Unpublished again: gone from the public blog.
    const token = await adminToken(request);
    const posts = (await (await request.get('/api/admin/blog/posts/', { headers: { Authorization: `Token ${token}` } })).json()) as Array<{
      id: number;
      slug: string;
    }>;
    const id = posts.find((post) => post.slug === slug)!.id;
    await request.patch(`/api/admin/blog/posts/${id}/`, { headers: { Authorization: `Token ${token}` }, data: { published: false } });
    // The server render revalidates the blog's answers on every page (ETag, render-service/src/shortCacheFetch.ts): the
    // very next page is without the post.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Yazı Bulunamadı' })).toBeVisible();
  });
});
