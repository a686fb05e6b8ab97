import { lazy, type ComponentType } from 'react';
import type { RemoteRoute } from '@kredi/kernel';
import { CONTENT_PAGES, CONTENT_PAGE_REDIRECTS, type ContentPageKind } from '@kredi/contracts/content-pages';
import { homePrefetch, blogListPrefetch, blogPostPrefetch, contentPagePrefetch } from './routeData';

// Exposed as './routes': the marketing squad's pages (docs/architecture.md, 'Routing'). Each page is its own chunk, so the home page never
// downloads the blog or the map. The manifest gives this remote '/', '/blog/*', '/hakkimizda', '/iletisim', '/kvkk', '/kvkk/basvuru' and
// the content pages' paths (CONTENT_PAGES: '/hizmetler/*', '/sss', the policies, '/bizi-arayin', and the FAQ's other
// address, which the render service answers with a 301: a route with `redirectTo` and the public chrome).
// `prefetch`: the data a server render waits for (and hands to the browser).
const pages = {
  home: () => import('../features/home/components/HomePage'),
  blogList: () => import('../features/blog/components/BlogListPage'),
  blogPost: () => import('../features/blog/components/BlogPostPage'),
  about: () => import('../features/about/components/AboutPage'),
  contact: () => import('../features/contact/components/ContactPage'),
  kvkk: () => import('../features/kvkk/components/KvkkPage'),
  kvkkRequest: () => import('../features/kvkkRequest/components/KvkkRequestPage'),
  content: () => import('../features/pages/components/ContentPage'),
  faq: () => import('../features/pages/components/FaqPage'),
  callUs: () => import('../features/contact/components/CallUsPage'),
};

/** The page component of each kind of content page. */
const contentPageOf: Record<ContentPageKind, () => Promise<{ default: ComponentType }>> = {
  service: pages.content,
  policy: pages.content,
  faq: pages.faq,
  contact: pages.callUs,
};
const contentComponents = new Map(Object.entries(contentPageOf).map(([kind, load]) => [kind, lazy(load)]));

export const routes: RemoteRoute[] = [
  { path: '/', chrome: 'public', Component: lazy(pages.home), loadPage: pages.home, prefetch: homePrefetch },
  { path: '/blog', chrome: 'public', Component: lazy(pages.blogList), loadPage: pages.blogList, prefetch: blogListPrefetch },
  { path: '/blog/:slug', chrome: 'public', Component: lazy(pages.blogPost), loadPage: pages.blogPost, prefetch: blogPostPrefetch },
  { path: '/hakkimizda', chrome: 'public', Component: lazy(pages.about), loadPage: pages.about },
  { path: '/iletisim', chrome: 'public', Component: lazy(pages.contact), loadPage: pages.contact },
  { path: '/kvkk', chrome: 'public', Component: lazy(pages.kvkk), loadPage: pages.kvkk },
  { path: '/kvkk/basvuru', chrome: 'public', Component: lazy(pages.kvkkRequest), loadPage: pages.kvkkRequest },
  ...CONTENT_PAGES.map(
    (page): RemoteRoute => ({
      path: page.path,
      chrome: 'public',
      Component: contentComponents.get(page.kind)!,
      loadPage: contentPageOf[page.kind],
      prefetch: contentPagePrefetch(page.slug),
    }),
  ),
  ...CONTENT_PAGE_REDIRECTS.map((redirect): RemoteRoute => ({ path: redirect.from, chrome: 'public', redirectTo: redirect.to })),
];
