import { test, expect, askForClientRender, gotoInteractive, pageInteractive, showIntent } from '../../fixtures';
import { collectHydrationProblems } from '../support/hydrationProblems';

const SLUG = 'ihtiyac-kredisi-nedir-nasil-calisir';

test.describe('blog post', () => {
  test('title, fixed author and reading time, badge, image, body and up to two related posts', async ({ page }) => {
    await page.goto(`/blog/${SLUG}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('İhtiyaç Kredisi Nedir, Nasıl Çalışır?');
    await expect(page).toHaveTitle(/^İhtiyaç Kredisi Nedir, Nasıl Çalışır\? \| /);
    await expect(main.getByText('Kolay Kredi Danışmanlık A.Ş.')).toBeVisible();
    await expect(main.getByText('5 dk okuma', { exact: true })).toBeVisible();
    await expect(main.getByText('Kredi Türleri').first()).toBeVisible();
    await expect(main.getByTestId('post-body')).not.toBeEmpty();

    const related = main.getByRole('region', { name: 'İlgili Yazılar' });
    const relatedCards = related.getByRole('article');
    await expect(relatedCards).toHaveCount(2);
    await expect(relatedCards.getByRole('heading')).not.toContainText(['İhtiyaç Kredisi Nedir, Nasıl Çalışır?']);
    for (const card of await relatedCards.all()) await expect(card.getByText('Kredi Türleri')).toBeVisible();

    await main.getByRole('link', { name: 'Blog Yazılarına Dön' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('share links and copying the link', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await gotoInteractive(page, `/blog/${SLUG}`);
    const url = page.url();
    await expect(page.getByRole('main').getByRole('link', { name: "Facebook'ta Paylaş" })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(page.getByRole('main').getByRole('link', { name: "Twitter'da Paylaş" })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encodeURIComponent(url).replace(/[.?]/g, '\\$&')}`),
    );

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('main').getByRole('button', { name: 'Linki Kopyala' }).click();
    await expect.poll(() => alerts).toEqual(['Link kopyalandı!']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('the body is sanitized again in the browser', async ({ page }) => {
    // The browser fetches the data (as after a client-side navigation): the faked API answers apply.
    await askForClientRender(page);
    await page.route(`**/api/blog-api/posts/${SLUG}/`, async (route) => {
      const response = await route.fetch();
      const post = await response.json();
      post.content =
        '<p id="safe">Güvenli paragraf</p><script>window.__xss = 1</script>' +
        '<img src="/yok.png" onerror="window.__xss = 2"><a id="bad" href="javascript:window.__xss=3">tıkla</a>';
      await route.fulfill({ response, json: post });
    });
    await page.goto(`/blog/${SLUG}`);
    const body = page.getByTestId('post-body');
    await expect(body.locator('#safe')).toHaveText('Güvenli paragraf');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('img')).not.toHaveAttribute('onerror', /.*/);
    await body.locator('#bad').click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("unknown post: 'Yazı Bulunamadı' with a link back, hydrated as the server wrote it", async ({ page }) => {
    const problems = collectHydrationProblems(page);
    const response = await page.goto('/blog/boyle-bir-yazi-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Yazı Bulunamadı' })).toBeVisible();
    // The server hands its "not found" answer over: the browser's first render matches the HTML (no client re-render,
    // which lost a click made meanwhile).
    await showIntent(page);
    await pageInteractive(page);
    expect(problems).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Blog Yazılarına Dön' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("load failure: 'Hata Oluştu' with the message and a link back", async ({ page }) => {
    // The browser fetches the data (as after a client-side navigation): the faked API answers apply.
    await askForClientRender(page);
    await page.route(`**/api/blog-api/posts/${SLUG}/`, (route) => route.fulfill({ status: 500, json: { message: 'Sunucu hatası' } }));
    await page.goto(`/blog/${SLUG}`);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Hata Oluştu' })).toBeVisible();
    await expect(alert).toContainText('Blog yazısı yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    await expect(alert.getByRole('link', { name: 'Blog Yazılarına Dön' })).toHaveAttribute('href', '/blog');
  });
});
