import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { blockingA11yFindings } from '../support/axe';
import { expectNoSidewaysScroll, VIEWPORT_HEIGHT } from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { reviewScreenshot } from '../support/reviewScreenshots';
import { signInByApi, unique, uniqueStaffPhone } from './helpers';

// Every admin screen fits 360-1440 px with no sideways page scroll (a wide table scrolls in its own box),
// and axe finds nothing serious. Each screen is loaded once and resized through the widths; with REVIEW_SCREENSHOTS=1,
// screenshots at 390 and 1366 px go to test-results/admin-screens/<width>/<screen>.png to be looked at. The main dialogs
// are checked at 390 px.
test.beforeEach(() => onlyInSingleProfile());
// Each test reviews two or three screens at four widths with axe: on a loaded machine that is more than the default
// minute. The screens are spread over five tests so that none comes near this limit (one test of six screens took
// 1.3 min alone and ran out of its 2 min in a loaded CI run).
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [360, 390, 768, 1366] as const;
const REVIEW_WIDTHS: ReadonlySet<number> = new Set([390, 1366]);
/** Every finding of a run is reported (each screen's), not only the first: the checks fail the test at its end. */
const soft = expect.configure({ soft: true });

async function expectNoBlockingA11yFindings(page: Page, what: string) {
  const findings = await blockingA11yFindings(page);
  const report = findings.map((f) => `${f.impact} ${f.rule} (${f.help}): ${f.targets.join(', ')}`).join('\n');
  soft(findings, `axe findings on ${what}:\n${report}`).toEqual([]);
}

/** The open screen at every width: it fits; at 390 and 1366 px axe finds nothing serious (and a review screenshot). */
async function reviewAtEveryWidth(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await expectNoSidewaysScroll(page, name, width, soft);
    if (!REVIEW_WIDTHS.has(width)) continue;
    await expectNoBlockingA11yFindings(page, `${name} at ${width}px`);
    await reviewScreenshot(page, 'admin', width, name);
  }
}

/** Opens a screen (signed in) and waits for its heading and the content that proves it has loaded. */
async function open(page: Page, url: string, heading: string, loaded?: (page: Page) => Locator) {
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (loaded) await expect(loaded(page).first()).toBeVisible();
  await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
}

/** A dialog at 390 px: the page does not scroll sideways, the dialog and its buttons are on screen, axe is clean. */
async function reviewDialog(page: Page, dialog: Locator, name: string) {
  await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, `dialog ${name}`, 390, soft);
  const box = (await dialog.boundingBox())!;
  soft(box.x, `${name} starts off-screen`).toBeGreaterThanOrEqual(0);
  soft(box.x + box.width, `${name} ends off-screen`).toBeLessThanOrEqual(390);
  for (const button of await dialog.getByRole('button').all()) await soft(button).toBeInViewport();
  await expectNoBlockingA11yFindings(page, `dialog ${name} at 390px`);
  await reviewScreenshot(page, 'admin', 390, `dialog-${name}`);
  await dialog.getByRole('button', { name: 'İptal' }).click();
  await expect(dialog).toBeHidden();
}

test('admin layout: sign-in, dashboard and reports fit 360-1366 px and pass axe', async ({ page, request }) => {
  await open(page, '/admin/login', 'Yönetici Girişi');
  await reviewAtEveryWidth(page, 'login');

  await signInByApi(page, request);
  await open(page, '/admin/dashboard', 'Yönetim Paneli', (p) => p.getByRole('region', { name: 'Son Blog Yazıları' }));
  await reviewAtEveryWidth(page, 'dashboard');

  await open(page, '/admin/raporlar', 'Raporlar', (p) => p.getByRole('table', { name: 'Huni adımları' }));
  await expect(page.getByRole('heading', { name: 'Gerçek Ziyaretçi Hızı' })).toBeVisible();
  await reviewAtEveryWidth(page, 'raporlar');
});

test('admin layout: the blog list and editor fit 360-1366 px and pass axe', async ({ page, request }) => {
  await signInByApi(page, request);
  await open(page, '/admin/blog', 'Blog Yazıları', (p) => p.getByRole('table', { name: 'Blog yazıları' }).getByRole('row'));
  await reviewAtEveryWidth(page, 'blog');
  const firstPost = page
    .getByRole('table', { name: 'Blog yazıları' })
    .getByRole('button', { name: /: Sil$/ })
    .first();
  await firstPost.click();
  await reviewDialog(page, page.getByRole('dialog', { name: 'Yazıyı Silmek İstediğinize Emin Misiniz?' }), 'yazi-sil');
  const editLink = page
    .getByRole('table', { name: 'Blog yazıları' })
    .getByRole('link', { name: /: Düzenle$/ })
    .first();
  const editUrl = (await editLink.getAttribute('href'))!;

  await open(page, '/admin/blog/yeni', 'Yeni Yazı', (p) => p.getByRole('textbox', { name: 'Başlık' }));
  await reviewAtEveryWidth(page, 'yazi-yeni');

  await open(page, editUrl, 'Yazıyı Düzenle', (p) => p.getByRole('textbox', { name: 'Başlık' }));
  await expect(page.getByRole('textbox', { name: 'Başlık' })).not.toHaveValue('');
  await reviewAtEveryWidth(page, 'yazi-duzenle');
});

test('admin layout: blog categories and formulas fit 360-1366 px and pass axe', async ({ page, request }) => {
  await signInByApi(page, request);
  await open(page, '/admin/blog/kategoriler', 'Blog Kategorileri', (p) => p.getByRole('table', { name: 'Blog kategorileri' }));
  await reviewAtEveryWidth(page, 'kategoriler');
  await page.getByRole('button', { name: 'Yeni Kategori' }).click();
  await reviewDialog(page, page.getByRole('dialog', { name: 'Yeni Kategori' }), 'kategori-yeni');

  await open(page, '/admin/kredi-formuller', 'Kredi Formülleri', (p) => p.getByRole('table', { name: 'Kredi formülleri' }));
  await reviewAtEveryWidth(page, 'formuller');
  await page.getByRole('button', { name: 'Yeni Formül Ekle' }).click();
  await reviewDialog(page, page.getByRole('dialog', { name: 'Yeni Formül Ekle' }), 'formul-yeni');
});

test('admin layout: the content pages list and editor fit 360-1366 px and pass axe', async ({ page, request }) => {
  await signInByApi(page, request);
  await open(page, '/admin/sayfalar', 'Sayfalar', (p) => p.getByRole('table', { name: 'İçerik sayfaları' }));
  await reviewAtEveryWidth(page, 'sayfalar');
  await page.getByRole('link', { name: 'Sıkça Sorulan Sorular', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfayı Düzenle' })).toBeVisible();
  await expect(page.getByLabel(/İçerik \(Markdown\)/)).toHaveValue(/### Kredi danışmanlığı nedir\?/);
  await reviewAtEveryWidth(page, 'sayfa-duzenle');
});

test('admin layout: the calculator data tabs fit 360-1366 px and pass axe', async ({ page, request }) => {
  await signInByApi(page, request);
  await open(page, '/admin/hesaplama-verileri', 'Hesaplama Verileri', (p) => p.getByRole('table', { name: 'Kredi türleri' }));
  await reviewAtEveryWidth(page, 'hesaplama-turler');
  await page
    .getByRole('table', { name: 'Kredi türleri' })
    .getByRole('button', { name: /: Düzenle$/ })
    .first()
    .click();
  await reviewDialog(page, page.getByRole('dialog', { name: 'Kredi Türünü Düzenle' }), 'kredi-turu-duzenle');
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await page.getByRole('tab', { name: 'Banka Teklifleri' }).click();
  await expect(page.getByRole('table', { name: 'Banka teklifleri' })).toBeVisible();
  await reviewAtEveryWidth(page, 'hesaplama-teklifler');
  await page.getByRole('button', { name: 'Yeni Teklif' }).click();
  await reviewDialog(page, page.getByRole('dialog', { name: 'Yeni Teklif' }), 'teklif-yeni');
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await page.getByRole('tab', { name: 'Vergiler ve Bantlar' }).click();
  await expect(page.getByRole('heading', { name: 'Vergi Oranları' })).toBeVisible();
  await reviewAtEveryWidth(page, 'hesaplama-kurallar');
});

test('admin layout: staff and audit fit 360-1366 px and pass axe', async ({ page, request }) => {
  // A staff member (audited): Personel shows a row with its controls, and the audit list has an entry.
  const headers = { Authorization: `Token ${await signInByApi(page, request)}` };
  const member = { phone: uniqueStaffPhone(), full_name: unique('Yerleşim Deneme') };
  expect((await request.post('/api/admin/staff/', { headers, data: member })).status()).toBe(201);
  await open(page, '/admin/personel', 'Personel Hesapları', (p) => p.getByRole('table', { name: 'Personel hesapları' }));
  await reviewAtEveryWidth(page, 'personel');
  await page.getByRole('button', { name: 'Personel Ekle' }).click();
  await reviewDialog(page, page.getByRole('dialog', { name: 'Personel Ekle' }), 'personel-ekle');

  await open(page, '/admin/denetim', 'Denetim Kaydı', (p) => p.getByRole('list', { name: 'Denetim kaydı' }).getByRole('listitem'));
  await reviewAtEveryWidth(page, 'denetim');
});
