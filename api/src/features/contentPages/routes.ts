import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentPageMessages } from '@kredi/contracts/content-pages';
import { createAnswerCache, sendCachedAnswer } from '../../http/answerCache.js';
import { createContentPagesRepository } from './repository.js';
import { getContentPageSchema } from './schemas.js';

/**
 * Public content pages under /api/pages: one published page by slug. Answers come from a cache in memory emptied
 * when any page changes (the content_page_revision row, moved by a trigger), with an ETag, so the server render's
 * short cache and browsers revalidate for free and an admin's edit shows on the next render.
 */
const contentPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createContentPagesRepository(app.db);
  const cache = createAnswerCache({ family: 'content', revision: repository.revision });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });

  app.get('/:slug/', { schema: getContentPageSchema }, async (request, reply) => {
    const page = await cache.answer(
      `page|${request.params.slug}`,
      async () => (await repository.findPublished(request.params.slug)) ?? null,
    );
    if (page.body === 'null') return reply.code(404).send({ message: contentPageMessages.notFound });
    return sendCachedAnswer(request, reply, page);
  });
};

export default contentPageRoutes;
