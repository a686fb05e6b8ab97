import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contentPageMessages as m } from '@kredi/contracts/content-pages';
import { ADMIN_ONLY } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { adminOf } from '../auth/guard.js';
import { createAdminContentPagesRepository } from './repository.js';
import { createPageSchema, deletePageSchema, getPageSchema, listPagesSchema, updatePageSchema } from './schemas.js';

/** /api/admin/pages/...: the site's content pages, drafts included; every change is audited. */
const adminContentPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createAdminContentPagesRepository(app.db);
  const guarded = { config: { roles: ADMIN_ONLY } };
  // No body limit of its own: a page's Markdown (contentPageLimits.content) fits the API's and the gateways' default.
  const pageWrite = { ...guarded, preValidation: trimBodyStrings };

  app.get('/', { ...guarded, schema: listPagesSchema }, () => repository.list());

  app.get('/:id/', { ...guarded, schema: getPageSchema }, async (request) => {
    const page = await repository.get(request.params.id);
    if (!page) throw new ApiError(404, m.notFound);
    return page;
  });

  app.post('/', { ...pageWrite, schema: createPageSchema }, async (request, reply) =>
    reply.code(201).send(await repository.create(adminOf(request), request.body)),
  );

  app.put('/:id/', { ...pageWrite, schema: updatePageSchema }, async (request) => {
    const page = await repository.update(adminOf(request), request.params.id, request.body);
    if (!page) throw new ApiError(404, m.notFound);
    return page;
  });

  app.delete('/:id/', { ...guarded, schema: deletePageSchema }, async (request) => {
    if (!(await repository.delete(adminOf(request), request.params.id))) throw new ApiError(404, m.notFound);
    return { message: m.deleted };
  });
};

export default adminContentPageRoutes;
