import { lazy } from 'react';
import type { RemotePagesModule } from '@kredi/shared';

// Exposed as './pages': the shell maps the marketing routes to these keys (shared ROUTE_TABLE).
// Each page is its own chunk, so the home page never downloads the blog or the map.
export const pages: RemotePagesModule<'marketing'>['pages'] = {
  home: lazy(() => import('../features/home/components/HomePage')),
  about: lazy(() => import('../features/about/components/AboutPage')),
  blogList: lazy(() => import('../features/blog/components/BlogListPage')),
  blogPost: lazy(() => import('../features/blog/components/BlogPostPage')),
  kvkk: lazy(() => import('../features/kvkk/components/KvkkPage')),
  contact: lazy(() => import('../features/contact/components/ContactPage')),
};
