import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';
import { homePrefetch, blogListPrefetch, blogPostPrefetch } from './routeData';

// Exposed as './routes': the marketing squad's pages (spec 2.1). Each page is its own chunk, so the home page never
// downloads the blog or the map. The manifest gives this remote '/', '/blog/*', '/hakkimizda', '/iletisim', '/kvkk'.
// `prefetch`: the data a server render waits for (and hands to the browser).
export const routes: RemoteRoute[] = [
  { path: '/', chrome: 'public', Component: lazy(() => import('../features/home/components/HomePage')), prefetch: homePrefetch },
  {
    path: '/blog',
    chrome: 'public',
    Component: lazy(() => import('../features/blog/components/BlogListPage')),
    prefetch: blogListPrefetch,
  },
  {
    path: '/blog/:slug',
    chrome: 'public',
    Component: lazy(() => import('../features/blog/components/BlogPostPage')),
    prefetch: blogPostPrefetch,
  },
  { path: '/hakkimizda', chrome: 'public', Component: lazy(() => import('../features/about/components/AboutPage')) },
  { path: '/iletisim', chrome: 'public', Component: lazy(() => import('../features/contact/components/ContactPage')) },
  { path: '/kvkk', chrome: 'public', Component: lazy(() => import('../features/kvkk/components/KvkkPage')) },
];
