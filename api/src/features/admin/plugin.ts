import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dropAnswersNow } from '../../http/answerCache.js';
import { prepareAdminAccounts } from './auth/accounts.js';
import { adminGuard } from './auth/guard.js';
import { createAdminAuthRepository } from './auth/repository.js';
import adminAuthRoutes from './auth/routes.js';
import { createAdminAuthService } from './auth/service.js';
import auditRoutes from './audit/routes.js';
import { loadAdminConfig } from './config.js';
import dashboardRoutes from './dashboard/routes.js';
import staffRoutes from './staff/routes.js';
import calculatorDataRoutes from './calculator/routes.js';
import formulaRoutes from './formulas/routes.js';
import reportRoutes from '../reports/routes.js';
import blogImageRoutes from './blog/imageRoutes.js';
import adminBlogRoutes from './blog/routes.js';

/**
 * The admin API under /api/admin (issue 10). Reads its settings, prepares the accounts (the start is refused
 * outside demo mode while the demo password opens one), and registers each area with the per-route guard.
 */
async function adminPlugin(app: FastifyInstance): Promise<void> {
  const config = loadAdminConfig(process.env);
  const demoMode = app.config.demoMode;
  const authRepository = createAdminAuthRepository(app.db);
  await prepareAdminAccounts(authRepository, { demoMode, bootstrap: config.bootstrap, log: app.log });
  const service = createAdminAuthService(authRepository, config);
  const requireAdmin = adminGuard(service);
  app.decorateRequest('admin', null);

  await app.register(adminAuthRoutes, { prefix: '/api/admin/auth', service, requireAdmin, demoMode });
  // A blog, calculator or credit formula change made here shows on this instance's public answers at once (the others see it within
  // a second, through the revision rows).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET') return payload;
    if (request.url.startsWith('/api/admin/blog')) dropAnswersNow('blog');
    if (request.url.startsWith('/api/admin/calculator') || request.url.startsWith('/api/admin/formulas')) dropAnswersNow('calculator');
    return payload;
  });
  await app.register(formulaRoutes, { prefix: '/api/admin/formulas', requireAdmin });
  await app.register(adminBlogRoutes, { prefix: '/api/admin/blog', requireAdmin });
  await app.register(blogImageRoutes, { prefix: '/api/admin/blog/images', requireAdmin });
  await app.register(dashboardRoutes, { prefix: '/api/admin/dashboard', requireAdmin });
  await app.register(auditRoutes, { prefix: '/api/admin/audit', requireAdmin });
  await app.register(staffRoutes, { prefix: '/api/admin/staff', requireAdmin });
  await app.register(calculatorDataRoutes, { prefix: '/api/admin/calculator', requireAdmin });
  await app.register(reportRoutes, { prefix: '/api/admin/reports', requireAdmin });
}

export default fp(adminPlugin, { name: 'admin', dependencies: ['db'] });
