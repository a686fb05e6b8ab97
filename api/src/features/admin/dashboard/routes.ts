import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminDashboardResponse } from '@kredi/contracts/admin';
import type { onRequestHookHandler } from 'fastify';
import { guardedSchema } from '../schemas.js';
import { createDashboardRepository } from './repository.js';

const dashboardSchema = guardedSchema({
  summary: 'Panel: kullanıcı, hesaplama ve başvuru sayıları (son 30 gün / önceki 30 gün) ve son blog yazıları',
  response: { 200: AdminDashboardResponse },
});

/** GET /api/admin/dashboard/ (spec 2.13, with real figures). */
const dashboardRoutes: FastifyPluginAsyncTypebox<{ requireAdmin: onRequestHookHandler }> = async (app, { requireAdmin }) => {
  const repository = createDashboardRepository(app.db);
  app.get('/', { onRequest: requireAdmin, schema: dashboardSchema }, () => repository.read());
};

export default dashboardRoutes;
