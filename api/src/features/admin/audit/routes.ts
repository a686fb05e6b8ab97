import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminAuditPage, AdminAuditQuery } from '@kredi/contracts/admin';
import { guardedSchema } from '../schemas.js';
import { createAuditRepository } from './repository.js';
import { ADMIN_ONLY } from '@kredi/contracts/staff';

const listAuditSchema = guardedSchema({
  summary: 'Denetim kaydı: kim, ne zaman, neyi değiştirdi (önce → sonra), en yeni önce',
  querystring: AdminAuditQuery,
  response: { 200: AdminAuditPage },
});

/** GET /api/admin/audit/: the record of every admin change. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createAuditRepository(app.db);
  app.get('/', { config: { roles: ADMIN_ONLY }, schema: listAuditSchema }, (request) => repository.list(request.query));
};

export default auditRoutes;
