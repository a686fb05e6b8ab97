// Test data shaped like the API's answers (spec 3).
import { defaultSiteConfig, type SiteConfig } from '@kredi/kernel';
import { type BlogCategory, type BlogPost } from '@kredi/contracts/blog';

export function makePost(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Yazı ${id}`,
    summary: `Yazı ${id} özeti`,
    content: '<p>İçerik</p>',
    image: `https://cdn.example.com/${id}.jpg`,
    slug: `yazi-${id}`,
    created_at: '2025-04-04T10:00:00Z',
    reading_time: null,
    is_featured: false,
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
