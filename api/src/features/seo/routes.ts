import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listSitemapPosts } from '../blog/public.js';
import { listSitemapPages } from '../contentPages/public.js';
import { checkPublicBaseUrl } from './publicOrigin.js';
import { renderRobots, renderSitemap, staticSitePaths } from './sitemap.js';

const textResponse = (description: string) => ({ 200: Type.String({ description }) });

/** /sitemap.xml and /robots.txt live at the site root (the gateway routes them here), not under /api. */
const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const baseUrl = app.config.publicBaseUrl;
  if (!app.config.demoMode) checkPublicBaseUrl(baseUrl);

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Site haritası', produces: ['application/xml'], response: textResponse('XML site haritası') } },
    async (_request, reply) => {
      const [posts, pages] = await Promise.all([listSitemapPosts(app.db), listSitemapPages(app.db)]);
      const entries = [
        ...staticSitePaths.map((path) => ({ path })),
        // The published content pages only: a page the admin took down is not sent to search engines.
        ...pages.map((page) => ({ path: page.path, lastModified: page.updatedAt })),
        ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastModified: post.updatedAt })),
      ];
      // Revalidated on every fetch: a post or page published, edited or taken down shows here at once.
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(renderSitemap(baseUrl, entries));
    },
  );

  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'Arama motoru kuralları', produces: ['text/plain'], response: textResponse('robots.txt') } },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(renderRobots(baseUrl)),
  );
};

export default seoRoutes;
