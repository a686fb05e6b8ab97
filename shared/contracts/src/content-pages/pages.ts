/**
 * The content pages the marketing remote shows, by slug, with their path on the site. The pages themselves (title,
 * description, body, version, date, published) are data the admin edits; which pages exist and where is code: a
 * page needs a route, a layout (a policy shows its version, the FAQ its questions) and a place in the sitemap.
 */
export const CONTENT_PAGE_KINDS = {
  service: 'Hizmet sayfası',
  faq: 'Sıkça sorulan sorular',
  policy: 'Politika metni',
  contact: 'İletişim sayfası',
} as const;
export type ContentPageKind = keyof typeof CONTENT_PAGE_KINDS;

export interface ContentPagePlace {
  slug: string;
  path: string;
  kind: ContentPageKind;
}

export const CONTENT_PAGES = [
  { slug: 'kredi-danismanligi', path: '/hizmetler/kredi-danismanligi', kind: 'service' },
  { slug: 'finans-danismanligi', path: '/hizmetler/finans-danismanligi', kind: 'service' },
  { slug: 'banka-kredileri', path: '/hizmetler/banka-kredileri', kind: 'service' },
  { slug: 'sss', path: '/sss', kind: 'faq' },
  { slug: 'gizlilik-politikasi', path: '/gizlilik-politikasi', kind: 'policy' },
  { slug: 'kullanim-kosullari', path: '/kullanim-kosullari', kind: 'policy' },
  { slug: 'cerez-politikasi', path: '/cerez-politikasi', kind: 'policy' },
  { slug: 'bizi-arayin', path: '/bizi-arayin', kind: 'contact' },
] as const satisfies readonly ContentPagePlace[];

export type ContentPageSlug = (typeof CONTENT_PAGES)[number]['slug'];

/** Other addresses of a page, answered with a permanent redirect (301) by the render service. */
export const CONTENT_PAGE_REDIRECTS = [{ from: '/sikca-sorulan-sorular', to: '/sss' }] as const;

export function contentPageBySlug(slug: string): ContentPagePlace | undefined {
  return CONTENT_PAGES.find((page) => page.slug === slug);
}

export function contentPageByPath(path: string): ContentPagePlace | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CONTENT_PAGES.find((page) => page.path === trimmed);
}

/** Where the public API answers a published page, below the API's base (/api): GET /api/pages/<slug>/. */
export const contentPageApiPath = (slug: string) => `/pages/${encodeURIComponent(slug)}/`;

/** RTK Query tag of the public pages: the admin's changes invalidate it, so an edit shows in the same store at once. */
export const CONTENT_PAGE_CACHE_TAG = 'ContentPage';
