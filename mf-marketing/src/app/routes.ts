import { lazy } from 'react';
import type { RemoteRoute } from '@kredi/kernel';
import { homePrefetch, blogListPrefetch, blogPostPrefetch } from './routeData';

// Exposed as './routes': the marketing squad's pages (spec 2.1). Each page is its own chunk, so the home page never
// downloads the blog or the map. The manifest gives this remote '/', '/blog/*', '/hakkimizda', '/iletisim', '/kvkk'.
// `prefetch`: the data a server render waits for (and hands to the browser). `page`: the chunk's name (its
// webpackChunkName), by which the server names the page's files for the browser to ask for early.
const pages = {
  home: () => import(/* webpackChunkName: "home" */ '../features/home/components/HomePage'),
  blogList: () => import(/* webpackChunkName: "blog-list" */ '../features/blog/components/BlogListPage'),
  blogPost: () => import(/* webpackChunkName: "blog-post" */ '../features/blog/components/BlogPostPage'),
  about: () => import(/* webpackChunkName: "about" */ '../features/about/components/AboutPage'),
  contact: () => import(/* webpackChunkName: "contact" */ '../features/contact/components/ContactPage'),
  kvkk: () => import(/* webpackChunkName: "kvkk" */ '../features/kvkk/components/KvkkPage'),
};

export const routes: RemoteRoute[] = [
  { path: '/', chrome: 'public', Component: lazy(pages.home), loadPage: pages.home, page: 'home', prefetch: homePrefetch },
  {
    path: '/blog',
    chrome: 'public',
    Component: lazy(pages.blogList),
    loadPage: pages.blogList,
    page: 'blog-list',
    prefetch: blogListPrefetch,
  },
  {
    path: '/blog/:slug',
    chrome: 'public',
    Component: lazy(pages.blogPost),
    loadPage: pages.blogPost,
    page: 'blog-post',
    prefetch: blogPostPrefetch,
  },
  { path: '/hakkimizda', chrome: 'public', Component: lazy(pages.about), loadPage: pages.about, page: 'about' },
  { path: '/iletisim', chrome: 'public', Component: lazy(pages.contact), loadPage: pages.contact, page: 'contact' },
  { path: '/kvkk', chrome: 'public', Component: lazy(pages.kvkk), loadPage: pages.kvkk, page: 'kvkk' },
];
