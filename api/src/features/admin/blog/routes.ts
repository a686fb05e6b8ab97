import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminBlogMessages as m } from '@kredi/contracts/admin';
import { BLOG_POST_MAX_BODY_BYTES } from '@kredi/contracts/common';
import { ApiError } from '../../../http/errors.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { adminOf } from '../auth/guard.js';
import { createAdminBlogRepository } from './repository.js';
import { ADMIN_ONLY } from '@kredi/contracts/staff';
import { categorySchemas, getPostSchema, postSchemas, setPostFlagsSchema } from './schemas.js';

/** /api/admin/blog/...: posts (drafts included) and categories; every change is audited. */
const adminBlogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createAdminBlogRepository(app.db);
  const guarded = { config: { roles: ADMIN_ONLY } };
  const postWrite = { ...guarded, preValidation: trimBodyStrings, bodyLimit: BLOG_POST_MAX_BODY_BYTES };

  app.get('/posts/', { ...guarded, schema: postSchemas.list }, () => repository.listPosts());

  app.get('/posts/:id/', { ...guarded, schema: getPostSchema }, async (request) => {
    const post = await repository.getPost(request.params.id);
    if (!post) throw new ApiError(404, m.postNotFound);
    return post;
  });

  app.post('/posts/', { ...postWrite, schema: postSchemas.create }, async (request, reply) =>
    reply.code(201).send(await repository.createPost(adminOf(request), request.body)),
  );

  app.put('/posts/:id/', { ...postWrite, schema: postSchemas.update }, async (request) => {
    const post = await repository.updatePost(adminOf(request), request.params.id, request.body);
    if (!post) throw new ApiError(404, m.postNotFound);
    return post;
  });

  app.patch('/posts/:id/', { ...guarded, schema: setPostFlagsSchema }, async (request) => {
    const post = await repository.setPostFlags(adminOf(request), request.params.id, request.body);
    if (!post) throw new ApiError(404, m.postNotFound);
    return post;
  });

  app.delete('/posts/:id/', { ...guarded, schema: postSchemas.remove }, async (request) => {
    if (!(await repository.deletePost(adminOf(request), request.params.id))) throw new ApiError(404, m.postNotFound);
    return { message: m.postDeleted };
  });

  app.get('/categories/', { ...guarded, schema: categorySchemas.list }, () => repository.listCategories());

  app.post('/categories/', { ...guarded, schema: categorySchemas.create, preValidation: trimBodyStrings }, async (request, reply) =>
    reply.code(201).send(await repository.createCategory(adminOf(request), request.body)),
  );

  app.put('/categories/:id/', { ...guarded, schema: categorySchemas.update, preValidation: trimBodyStrings }, async (request) => {
    const category = await repository.updateCategory(adminOf(request), request.params.id, request.body);
    if (!category) throw new ApiError(404, m.categoryNotFound);
    return category;
  });

  app.delete('/categories/:id/', { ...guarded, schema: categorySchemas.remove }, async (request) => {
    const outcome = await repository.deleteCategory(adminOf(request), request.params.id);
    if (outcome === 'missing') throw new ApiError(404, m.categoryNotFound);
    if (outcome === 'in_use') throw new ApiError(409, m.categoryInUse);
    return { message: m.categoryDeleted };
  });
};

export default adminBlogRoutes;
