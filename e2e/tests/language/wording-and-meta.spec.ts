import type { Page } from '@playwright/test';
import { test, expect, gotoInteractive } from '../../fixtures';
import { onlyInSingleProfile } from '../support/profiles';
import { PUBLIC_PAGES, openPublicPage } from '../support/publicPages';

test.beforeEach(() => onlyInSingleProfile());

/** The page's meta description, or null when it has none. */
const metaDescription = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null);

const BRAND_SUFFIX = ' | Kolay Kredi Danışmanlık';

/** The spec's fixed button texts: quoted as the spec gives them, although they address the visitor as 'sen'. */
const SPEC_FIXED_TEXTS = ['LİMİTİNİ ÖĞREN', 'Toplam Limitini Öğren', 'Limitini Öğren', 'Tüm Yazıları Gör'];

/**
 * Informal address ('sen') found on the site before: the pronoun and the forms that slipped in. The site speaks to
 * the visitor as 'siz' (docs/public-site-language.md).
 */
const INFORMAL =
  /(?<![\p{L}])(sen|sana|seni|senin|senden|seninle|öğren|karşılaştır|tamamla|keşfet|bütçene|başvurunu|raporunla|ulaşmanı|seçersin|musun|paylaş:)(?![\p{L}])/giu;

/** One spelling: 'yapay zekâ' (TDK). */
const WRONG_AI_SPELLING = /yapay zeka(?!â)/giu;

test('every public page speaks formally, spells yapay zekâ one way and has its own title and description', async ({ page }) => {
  const descriptions = new Map<string, string>();
  for (const target of PUBLIC_PAGES) {
    await openPublicPage(page, target);
    const title = await page.title();
    const description = await metaDescription(page);

    if (!target.ownedElsewhere) {
      if (target.path === '/') expect(title).toBe('Kolay Kredinin Formülü');
      else expect(title, target.path).toMatch(new RegExp(`.${BRAND_SUFFIX.replace(/[|]/g, '\\|')}$`));
      expect(description, `${target.path} has a description`).toBeTruthy();
      expect(description!.length, `${target.path}: description length`).toBeGreaterThanOrEqual(50);
    }
    if (description) {
      const shared = [...descriptions].find(([, other]) => other === description);
      expect(shared?.[0], `${target.path} shares its description`).toBeUndefined();
      descriptions.set(target.path, description);
    }

    const text = SPEC_FIXED_TEXTS.reduce((rest, fixed) => rest.replaceAll(fixed, ''), await page.locator('body').innerText());
    for (const checked of [text, title, description ?? '']) {
      expect(checked.match(INFORMAL) ?? [], `informal address on ${target.path}`).toEqual([]);
      expect(checked.match(WRONG_AI_SPELLING) ?? [], `'yapay zeka' on ${target.path}`).toEqual([]);
    }
  }
});

test("a page without its own description does not keep the home page's", async ({ page }) => {
  // Interactive: the link is followed by the application, which writes the next page's meta itself.
  await gotoInteractive(page, '/');
  const home = await metaDescription(page);
  expect(home).toMatch(/Yapay zekâ destekli/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' }).first().click();
  await expect(page).toHaveURL(/\/hakkimizda$/);
  await expect.poll(() => metaDescription(page)).not.toBe(home);
  for (const path of ['/kredi-hesaplama', '/sss']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await metaDescription(page), path).not.toBe(home);
  }
});

test('the map speaks Turkish: no English from Leaflet', async ({ page }) => {
  await openPublicPage(page, PUBLIC_PAGES.find((p) => p.key === 'iletisim')!);
  await page.getByRole('button', { name: 'Tüm Şubeler' }).click();
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(4);
  await page.locator('.leaflet-marker-icon').first().click();
  await expect(page.locator('.leaflet-popup')).toBeVisible();
  const english = await page
    .locator('.leaflet-container')
    .evaluate((map) =>
      [...map.querySelectorAll('*')].flatMap((el) =>
        ['alt', 'title', 'aria-label']
          .map((name) => el.getAttribute(name))
          .filter((v): v is string => v !== null && /\b(Marker|Zoom|Close|popup|JavaScript library|interactive maps)\b/i.test(v)),
      ),
    );
  expect(english).toEqual([]);
  await expect(page.locator('.leaflet-marker-icon').first()).toHaveAttribute('alt', /konumu$/);
  await expect(page.locator('.leaflet-control-attribution a[href="https://leafletjs.com"]')).toHaveAttribute(
    'title',
    /^Etkileşimli haritalar/,
  );
});
