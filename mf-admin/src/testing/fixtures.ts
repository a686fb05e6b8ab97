// Test data shaped like the admin API's answers.
import type { AdminCategory, AdminPost, AdminPostSummary, CreditFormula } from '@kredi/contracts/admin';

export function makeFormula(id: number, overrides: Partial<CreditFormula> = {}): CreditFormula {
  return {
    id,
    name: `Formül ${id}`,
    description: `Açıklama ${id}`,
    loan_type: 'ihtiyac',
    formula: 'P * r * (1 + r)^n / ((1 + r)^n - 1)',
    active: true,
    created_at: '2025-04-04T10:00:00Z',
    updated_at: '2025-04-04T10:00:00Z',
    ...overrides,
  };
}

export function makePostSummary(id: number, overrides: Partial<AdminPostSummary> = {}): AdminPostSummary {
  return {
    id,
    title: `Yazı ${id}`,
    summary: `Özet ${id}`,
    slug: `yazi-${id}`,
    image: null,
    category: { id: 1, name: 'Kredi Türleri', slug: 'kredi-turleri' },
    published: true,
    featured: false,
    view_count: 0,
    created_at: '2025-04-04T10:00:00Z',
    updated_at: '2025-04-04T10:00:00Z',
    ...overrides,
  };
}

export function makePost(id: number, overrides: Partial<AdminPost> = {}): AdminPost {
  return { ...makePostSummary(id), content_source: '## Başlık\n\nMetin', content: '<h2>Başlık</h2><p>Metin</p>', ...overrides };
}

export const CATEGORIES: AdminCategory[] = [
  { id: 1, name: 'Kredi Türleri', slug: 'kredi-turleri', post_count: 3 },
  { id: 2, name: 'Bütçe', slug: 'butce', post_count: 0 },
];

/** The session answer of a signed-in admin. */
export const SESSION_OK = { admin: { id: 1, username: 'admin', role: 'admin' }, expires_at: '2030-01-01T00:00:00Z' };

/** The store state of a browser that holds an admin token. */
export const SIGNED_IN = { session: { crmToken: null, personel: null, adminToken: 'test-token' } };

/** Renders options of a page that shows admin data: the admin token is in the store. */
export const signedInAt = (route: string, path?: string) => ({ route, ...(path ? { path } : {}), preloadedState: SIGNED_IN });
