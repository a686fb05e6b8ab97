// Test data shaped like the API's answers (contracts/blog wire.ts).
import { defaultSiteConfig, type SiteConfig } from '@kredi/kernel';
import { type BlogCategory, type BlogPost } from '@kredi/contracts/blog';
import type { ContentPage } from '@kredi/contracts/content-pages';

/**
 * A post as the API sends it. The derived plain texts default to the title and summary given (right for plain ones);
 * a test with HTML in them states the plain texts the API would send, as the API's tests check that derivation.
 */
export function makePost(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  const title = overrides.title ?? `Yazı ${id}`;
  const summary = overrides.summary ?? `Yazı ${id} özeti`;
  return {
    id,
    title,
    summary,
    content: '<p>İçerik</p>',
    image: `https://cdn.example.com/${id}.jpg`,
    slug: `yazi-${id}`,
    created_at: '2025-04-04T10:00:00Z',
    reading_time: null,
    is_featured: false,
    title_text: title,
    summary_text: summary,
    reading_minutes: overrides.reading_time ?? 1,
    category: { name: 'Konut Kredisi', slug: 'konut-kredisi' },
    ...overrides,
  };
}

export const CATEGORIES: BlogCategory[] = [
  { id: 1, name: 'Konut Kredisi', slug: 'konut-kredisi' },
  { id: 2, name: 'İhtiyaç Kredisi', slug: 'ihtiyac-kredisi' },
];

export const TEST_SITE_CONFIG: SiteConfig = {
  ...defaultSiteConfig,
  brandName: 'Test Kredi',
  companyName: 'Test Kredi Danışmanlık A.Ş.',
  email: 'kvkk@test-kredi.example',
  phone: '0850 111 22 33',
  phoneHref: 'tel:+908501112233',
  applicationFormUrl: 'https://basvuru.example/form',
};

/** A published content page as GET /api/pages/<slug>/ answers it. */
export function makeContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: 'gizlilik-politikasi',
    kind: 'policy',
    path: '/gizlilik-politikasi',
    title: 'Gizlilik Politikası',
    description: 'Bilgilerinizin nasıl korunduğunu açıklayan gizlilik politikamız.',
    content: '<h2>1. Hangi bilgileri topluyoruz?</h2><p>Formlarda yazdığınız bilgiler.</p>',
    version: '1.2',
    updated_on: '2026-12-01',
    faq: null,
    ...overrides,
  };
}
