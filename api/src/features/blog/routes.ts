import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientIp } from '../../http/clientIp.js';
import { createBlogRepository } from './repository.js';
import { createViewCounter } from './viewCounter.js';
import {
  blogMessages,
  getPostSchema,
  listCategoriesSchema,
  listFeaturedPostsSchema,
  listPostsByCategorySchema,
  listPostsSchema,
  recordViewSchema,
} from './schemas.js';

/** Public blog API under /api/blog-api (spec 7.1). Read-only; published posts only. */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createBlogRepository(app.db);
  const views = createViewCounter(app.db);

  // Revalidated on every fetch: a change made in the admin area shows on the public blog at once.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });

  app.get('/categories/', { schema: listCategoriesSchema }, () => repository.listCategories());

  app.get('/posts/', { schema: listPostsSchema }, () => repository.listPosts());

  // Static segments win over /posts/:slug/ in the router, so these never read as slugs.
  app.get('/posts/featured/', { schema: listFeaturedPostsSchema }, () => repository.listFeaturedPosts());

  app.get('/posts/by_category/', { schema: listPostsByCategorySchema }, (request) =>
    repository.listPostsByCategory(request.query.slug),
  );

  app.get('/posts/:slug/', { schema: getPostSchema }, async (request, reply) => {
    const post = await repository.findPostBySlug(request.params.slug);
    if (!post) return reply.code(404).send({ message: blogMessages.postNotFound });
    return post;
  });

  /** The post page counts a view (once per visitor and day; nothing personal is kept, see viewCounter.ts). */
  app.post('/posts/:slug/view/', { schema: recordViewSchema }, async (request, reply) => {
    const outcome = await views.recordView(request.params.slug, { ip: clientIp(request), userAgent: request.headers['user-agent'] ?? '' });
    if (outcome === 'not_found') return reply.code(404).send({ message: blogMessages.postNotFound });
    return reply.code(204).send(null);
  });
};

export default blogRoutes;
