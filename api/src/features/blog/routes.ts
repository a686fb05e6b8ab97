import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BLOG_PAGE_SIZE_DEFAULT, type BlogPageQuery } from '@kredi/contracts/blog';
import { createAnswerCache, sendCachedAnswer } from '../../http/answerCache.js';
import { createBlogRepository, type Paging } from './repository.js';
import { clientIp } from '../../http/clientIp.js';
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

/** Paging asked for by the query, or undefined for the spec's plain list. */
function pagingOf(query: BlogPageQuery): Paging | undefined {
  if (query.page === undefined && query.page_size === undefined) return undefined;
  return { page: query.page ?? 1, pageSize: query.page_size ?? BLOG_PAGE_SIZE_DEFAULT };
}

const pagingKey = (paging: Paging | undefined) => (paging ? `${paging.page}:${paging.pageSize}` : 'all');

/**
 * Public blog API under /api/blog-api. Read-only; every answer comes from a cache in memory that is
 * emptied when the blog changes (http/answerCache.ts), so reads cost neither a query nor a serialization. Published posts
 * only: drafts never leave the admin area.
 */
const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createBlogRepository(app.db);
  const views = createViewCounter(app.db);

  // Browsers revalidate every answer: a change made in the admin area shows on the public blog at once.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });
  const cache = createAnswerCache({ family: 'blog', revision: repository.revision });
  const cached = async (request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    sendCachedAnswer(request, reply, await cache.answer(key, load));

  app.get('/categories/', { schema: listCategoriesSchema }, (request, reply) =>
    cached(request, reply, 'categories', () => repository.listCategories()),
  );

  app.get('/posts/', { schema: listPostsSchema }, (request, reply) => {
    const paging = pagingOf(request.query);
    return cached(request, reply, `posts|${pagingKey(paging)}`, () => (paging ? repository.pageOfPosts(paging) : repository.listPosts()));
  });

  // Static segments win over /posts/:slug/ in the router, so these never read as slugs.
  app.get('/posts/featured/', { schema: listFeaturedPostsSchema }, (request, reply) =>
    cached(request, reply, 'featured', () => repository.listFeaturedPosts()),
  );

  app.get('/posts/by_category/', { schema: listPostsByCategorySchema }, (request, reply) => {
    const paging = pagingOf(request.query);
    const { slug } = request.query;
    return cached(request, reply, `category|${slug}|${pagingKey(paging)}`, () =>
      paging ? repository.pageOfPosts(paging, slug) : repository.listPostsByCategory(slug),
    );
  });

  app.get('/posts/:slug/', { schema: getPostSchema }, async (request, reply) => {
    const post = await cache.answer(
      `post|${request.params.slug}`,
      async () => (await repository.findPostBySlug(request.params.slug)) ?? null,
    );
    if (post.body === 'null') return reply.code(404).send({ message: blogMessages.postNotFound });
    return sendCachedAnswer(request, reply, post);
  });

  /** The post page counts a view (once per visitor and day; nothing personal is kept, see viewCounter.ts). */
  app.post('/posts/:slug/view/', { schema: recordViewSchema }, async (request, reply) => {
    const outcome = await views.recordView(request.params.slug, { ip: clientIp(request), userAgent: request.headers['user-agent'] ?? '' });
    if (outcome === 'not_found') return reply.code(404).send({ message: blogMessages.postNotFound });
    return reply.code(204).send(null);
  });
};

export default blogRoutes;
