import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';
import { homePrefetch, blogListPrefetch, blogPostPrefetch } from './routeData';

// Exposed as './routes': the marketing squad's pages (spec 2.1). Each page is its own chunk, so the home page never
// downloads the blog or the map. The manifest gives this remote '/', '/blog/*', '/hakkimizda', '/iletisim', '/kvkk'.
// `prefetch`: the data a server render waits for (and hands to the browser).
const pages = {
  home: () => import('../features/home/components/HomePage'),
  blogList: () => import('../features/blog/components/BlogListPage'),
  blogPost: () => import('../features/blog/components/BlogPostPage'),
  about: () => import('../features/about/components/AboutPage'),
  contact: () => import('../features/contact/components/ContactPage'),
  kvkk: () => import('../features/kvkk/components/KvkkPage'),
};

export const routes: RemoteRoute[] = [
  { path: '/', chrome: 'public', Component: lazy(pages.home), loadPage: pages.home, prefetch: homePrefetch },
  { path: '/blog', chrome: 'public', Component: lazy(pages.blogList), loadPage: pages.blogList, prefetch: blogListPrefetch },
  { path: '/blog/:slug', chrome: 'public', Component: lazy(pages.blogPost), loadPage: pages.blogPost, prefetch: blogPostPrefetch },
  { path: '/hakkimizda', chrome: 'public', Component: lazy(pages.about), loadPage: pages.about },
  { path: '/iletisim', chrome: 'public', Component: lazy(pages.contact), loadPage: pages.contact },
  { path: '/kvkk', chrome: 'public', Component: lazy(pages.kvkk), loadPage: pages.kvkk },
];
