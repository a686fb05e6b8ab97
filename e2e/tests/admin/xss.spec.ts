import { expect, test } from '../../fixtures';
import { adminToken, unique } from './helpers';

/** Markdown (with raw HTML) an editor could send; none of it may run on the public post page. */
const PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src="/yok.png" onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
  '<a id="js-link" href="javascript:window.__xss=\'link\'">tıkla</a>',
  "[markdown bağlantısı](javascript:window.__xss='md')",
  '<details open ontoggle="window.__xss = \'details\'"><summary>x</summary></details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
  '<form action="javascript:window.__xss=\'form\'"><button id="xss-submit">gönder</button></form>',
  '<div style="background:url(javascript:window.__xss=\'css\')">stil</div>',
  '<input autofocus onfocus="window.__xss = \'focus\'">',
];

test.describe('XSS through the blog editor', () => {
  test('the corpus never executes on the public post page', async ({ page, request }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Token ${token}` };
    const categories = (await (await request.get('/api/admin/blog/categories/', { headers })).json()) as Array<{ id: number }>;
    const title = unique('XSS Denemesi');
    const created = await request.post('/api/admin/blog/posts/', {
      headers,
      data: {
        title,
        summary: '<img src=x onerror="window.__xss=\'summary\'">Özet',
        content: `Giriş\n\n${PAYLOADS.join('\n\n')}\n\nSon`,
        category_id: categories[0]!.id,
        image: null,
        published: true,
        featured: false,
      },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blog/${slug}`);
    const body = page.getByTestId('post-body');
    await expect(body).toContainText('Giriş');
    await expect(body.locator('script, iframe, form, style, object, embed, input')).toHaveCount(0);
    for (const element of await body.locator('*').all()) {
      const handlers = await element.evaluate((node) =>
        [...node.attributes].filter((a) => a.name.startsWith('on') || a.name === 'style').map((a) => a.name),
      );
      expect(handlers).toEqual([]);
    }
    for (const link of await body.locator('a').all()) expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
    await body.getByText('tıkla').click();
    await body.getByText('markdown bağlantısı').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
