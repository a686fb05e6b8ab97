import type { Page } from '@playwright/test';
import { expect, gotoInteractive } from '../../fixtures';

/** A public page as the layout, accessibility, wording and screenshot checks visit it. */
export interface PublicPage {
  /** Short name: test titles and screenshot file names. */
  key: string;
  path: string;
  /** Resolves once the page shows its real content (no skeletons, lazy parts loaded). */
  ready: (page: Page) => Promise<void>;
  /**
   * The page belongs to another team's issue (still a placeholder here): the chrome checks (layout, screenshots)
   * visit it, its own spec runs the accessibility check on the real screen.
   */
  ownedElsewhere?: boolean;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
};

const withArticles = (name: string) => async (page: Page) => {
  await heading(name)(page);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(0);
};

/** A post of the seeded blog (api/src/db/seed/blogContent.ts). */
export const SEEDED_POST_SLUG = 'findeks-kredi-notu-nedir';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { key: 'ana-sayfa', path: '/', ready: withArticles('Kolay Kredinin Formülü') },
  { key: 'blog', path: '/blog', ready: withArticles('Blog') },
  {
    key: 'blog-yazisi',
    path: `/blog/${SEEDED_POST_SLUG}`,
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Linki Kopyala' })).toBeVisible();
    },
  },
  { key: 'hakkimizda', path: '/hakkimizda', ready: heading('Hakkımızda') },
  {
    key: 'iletisim',
    path: '/iletisim',
    ready: async (page) => {
      await heading('İletişim')(page);
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    },
  },
  { key: 'kvkk', path: '/kvkk', ready: heading(/Aydınlatma Metni/) },
  { key: 'form', path: '/form', ready: heading(/Kredi Limitini/) },
  { key: 'kredi-hesaplama', path: '/kredi-hesaplama', ready: heading(/Kredi Hesaplama/), ownedElsewhere: true },
  { key: '404', path: '/sayfa-bulunamadi-ornegi', ready: heading('Aradığınız Sayfa Bulunamadı') },
];

/** Visits a page and waits for its real content, hydrated (checks that click or type need React in charge). */
export async function openPublicPage(page: Page, target: PublicPage): Promise<void> {
  await gotoInteractive(page, target.path);
  await target.ready(page);
  // Parts that load on their own (related posts, map markers) have arrived once the network is quiet.
  await page.waitForLoadState('networkidle');
}
