import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prepareAdminAccounts } from './auth/accounts.js';
import { createAdminAuthRepository } from './auth/repository.js';
import adminAuthRoutes from './auth/routes.js';
import { createAdminAuthService } from './auth/service.js';
import { createAdminSecondFactor } from './auth/secondFactor.js';
import { createSecondFactorRepository } from '../../staff/secondFactor/repository.js';
import { createTotpSealer } from '../../staff/secondFactor/totp.js';
import { loadOtpSecret } from '../users/public.js';
import auditRoutes from './audit/routes.js';
import { loadAdminConfig } from './config.js';
import dashboardRoutes from './dashboard/routes.js';
import staffRoutes from './staff/routes.js';
import calculatorDataRoutes from './calculator/routes.js';
import formulaRoutes from './formulas/routes.js';
import { reportRoutes } from '../reports/public.js';
import blogImageRoutes from './blog/imageRoutes.js';
import adminBlogRoutes from './blog/routes.js';
import adminContentPageRoutes from './contentPages/routes.js';
import { loadRetentionConfig, registerRetentionJob, retentionRoutes } from '../retention/public.js';

/**
 * The admin API under /api/admin (docs/admin.md). Reads its settings, prepares the accounts (the start is refused
 * outside demo mode while the demo password opens one), and registers each area. The staff guard (api/src/staff)
 * covers every route here: each declares its roles in `config.roles`, sign-in opts out with `config.auth`.
 */
async function adminPlugin(app: FastifyInstance): Promise<void> {
  const config = loadAdminConfig(process.env);
  const demoMode = app.config.demoMode;
  const authRepository = createAdminAuthRepository(app.db);
  await prepareAdminAccounts(authRepository, { demoMode, bootstrap: config.bootstrap, log: app.log });
  const now = () => app.crmRuntime.now();
  const secondFactor = createAdminSecondFactor({
    db: app.db,
    repository: createSecondFactorRepository(app.db),
    auth: authRepository,
    sealer: createTotpSealer(loadOtpSecret(process.env, demoMode)),
    config,
    now,
  });
  // Required outside demo mode; in demo mode optional, so the README's demo sign-in keeps working.
  const service = createAdminAuthService(authRepository, config, now, { factor: secondFactor, required: !demoMode });

  await app.register(adminAuthRoutes, { prefix: '/api/admin/auth', service, secondFactor, demoMode });
  await app.register(formulaRoutes, { prefix: '/api/admin/formulas' });
  await app.register(adminBlogRoutes, { prefix: '/api/admin/blog' });
  await app.register(blogImageRoutes, { prefix: '/api/admin/blog/images' });
  await app.register(adminContentPageRoutes, { prefix: '/api/admin/pages' });
  await app.register(dashboardRoutes, { prefix: '/api/admin/dashboard' });
  await app.register(auditRoutes, { prefix: '/api/admin/audit' });
  await app.register(staffRoutes, { prefix: '/api/admin/staff' });
  await app.register(calculatorDataRoutes, { prefix: '/api/admin/calculator' });
  await app.register(reportRoutes, { prefix: '/api/admin/reports' });
  // The destruction job runs on every instance; its admin routes show and start it.
  registerRetentionJob(app, loadRetentionConfig(process.env));
  await app.register(retentionRoutes, { prefix: '/api/admin/retention' });
}

export default fp(adminPlugin, { name: 'admin', dependencies: ['db', 'crm', 'staff-guard'] });
