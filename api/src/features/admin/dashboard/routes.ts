import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminDashboardResponse } from '@kredi/contracts/admin';
import { guardedSchema } from '../schemas.js';
import { createDashboardRepository } from './repository.js';
import { ADMIN_ONLY } from '@kredi/contracts/staff';

const dashboardSchema = guardedSchema({
  summary: 'Panel: kullanıcı, hesaplama ve başvuru sayıları (son 30 gün / önceki 30 gün) ve son blog yazıları',
  response: { 200: AdminDashboardResponse },
});

/** GET /api/admin/dashboard/ (docs/admin.md, 'Dashboard'). */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createDashboardRepository(app.db);
  app.get('/', { config: { roles: ADMIN_ONLY }, schema: dashboardSchema }, () => repository.read());
};

export default dashboardRoutes;
