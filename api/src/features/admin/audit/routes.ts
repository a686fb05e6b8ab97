import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminAuditPage, AdminAuditQuery } from '@kredi/contracts/admin';
import type { onRequestHookHandler } from 'fastify';
import { guardedSchema } from '../schemas.js';
import { createAuditRepository } from './repository.js';

const listAuditSchema = guardedSchema({
  summary: 'Denetim kaydı: kim, ne zaman, neyi değiştirdi (önce → sonra), en yeni önce',
  querystring: AdminAuditQuery,
  response: { 200: AdminAuditPage },
});

/** GET /api/admin/audit/: the record of every admin change. */
const auditRoutes: FastifyPluginAsyncTypebox<{ requireAdmin: onRequestHookHandler }> = async (app, { requireAdmin }) => {
  const repository = createAuditRepository(app.db);
  app.get('/', { onRequest: requireAdmin, schema: listAuditSchema }, (request) => repository.list(request.query));
};

export default auditRoutes;
