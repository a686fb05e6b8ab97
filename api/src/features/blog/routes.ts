import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createBlogRepository } from './repository.js';
import {
  blogMessages,
  getPostSchema,
  listCategoriesSchema,
  listFeaturedPostsSchema,
  listPostsByCategorySchema,
  listPostsSchema,
} from './schemas.js';

/** Public blog API under /api/blog-api (spec 7.1). Read-only; published posts only. */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createBlogRepository(app.db);

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
};

export default blogRoutes;
