import fs from 'node:fs';
import path from 'node:path';
import { test, expect, gotoInteractive } from '../../fixtures';
import { expectNoBlockingA11yFindings } from '../support/axe';
import { expectNoSidewaysScroll, VIEWPORT_HEIGHT } from '../support/layout';

// The footer's nine links (shell/src/features/footer/components/footerLinks.ts): eight content pages, seeded published
// by the API's migration, and the FAQ's other address, a 301 to /sss.
const PAGES = [
  { path: '/hizmetler/kredi-danismanligi', title: 'Kredi Danışmanlığı' },
  { path: '/hizmetler/finans-danismanligi', title: 'Finans Danışmanlığı' },
  { path: '/hizmetler/banka-kredileri', title: 'Banka Kredileri' },
  { path: '/sss', title: 'Sıkça Sorulan Sorular' },
  { path: '/gizlilik-politikasi', title: 'Gizlilik Politikası' },
  { path: '/kullanim-kosullari', title: 'Kullanım Koşulları' },
  { path: '/cerez-politikasi', title: 'Çerez Politikası' },
  { path: '/bizi-arayin', title: 'Bizi Arayın' },
] as const;

// Fades finish at once, so axe never measures a half-transparent text.
test.use({ reducedMotion: 'reduce' });

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

test('every footer link answers 200 with its server-rendered content and own title and description, or a 301 to one', async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const page of PAGES) {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status(), page.path).toBe(200);
    expect(response.headers()['x-render'], page.path).toBe('server');
    const html = await response.text();
    expect(h1(html), page.path).toBe(page.title);
    expect(titleOf(html), page.path).toMatch(new RegExp(`^${page.title} \\| `));
    const description = descriptionOf(html)!;
    expect(description.length, page.path).toBeGreaterThan(50);
    expect(seen.has(description), `${page.path}: its own description`).toBe(false);
    seen.add(description);
    expect(html, page.path).toContain('Son güncelleme:');
  }
  const moved = await request.get('/sikca-sorulan-sorular?utm_campaign=alt-bilgi', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/sss?utm_campaign=alt-bilgi');
  // The sitemap names the eight pages, not the old address.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of PAGES) expect(sitemap).toContain(`${page.path}</loc>`);
  expect(sitemap).not.toContain('sikca-sorulan-sorular');
});

test('what each page must show: the FAQ data, the policies versions, the tel: link and hours, the KVKK notice dates', async ({
  request,
}) => {
  const faq = await (await request.get('/sss')).text();
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(faq)?.[1];
  const data = JSON.parse(jsonLd!) as { '@type': string; mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity.length).toBeGreaterThanOrEqual(8);
  expect(data.mainEntity[0]!.acceptedAnswer.text.length).toBeGreaterThan(40);
  for (const policy of ['/gizlilik-politikasi', '/kullanim-kosullari', '/cerez-politikasi']) {
    expect(await (await request.get(policy)).text(), policy).toMatch(/Sürüm (<!-- -->)?\d+\.\d+/);
  }
  const callUs = await (await request.get('/bizi-arayin')).text();
  expect(callUs).toMatch(/href="tel:\+90\d{10}"/);
  expect(callUs).toContain('Haftalık Çalışma Saatleri');
  expect(callUs).toContain('href="#callback-title"');
  const kvkk = await (await request.get('/kvkk')).text();
  expect(kvkk).toMatch(/İlk yayın tarihi: <time dateTime="2025-04-04">04\.04\.2025<\/time>/i);
});

test('the footer link to the old FAQ address lands on /sss in the browser too', async ({ page }) => {
  await gotoInteractive(page, '/hakkimizda');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sıkça Sorulan Sorular' }).click();
  await expect(page).toHaveURL(/\/sss$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Hizmetiniz ücretli mi?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Hizmetiniz ücretli mi?' })).toContainText('Ön değerlendirme');
});

// Review screenshots (REVIEW_SCREENSHOTS=1): test-results/footer-pages, or REVIEW_SCREENSHOTS_DIR (test-results is
// emptied by the next run).
const shots =
  process.env.REVIEW_SCREENSHOTS === '1'
    ? (process.env.REVIEW_SCREENSHOTS_DIR ?? path.join(__dirname, '../../test-results/footer-pages'))
    : undefined;

for (const target of PAGES) {
  test(`${target.path}: no serious or critical findings and nothing sideways at 390 and 1366 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT });
    await gotoInteractive(page, target.path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      if (width > 390) await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeHidden();
      await expectNoSidewaysScroll(page, target.path, width);
      await expectNoBlockingA11yFindings(page);
      if (shots) {
        fs.mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: path.join(shots, `${target.path.slice(1).replace(/\//g, '_')}-${width}.png`), fullPage: true });
      }
    }
  });
}
