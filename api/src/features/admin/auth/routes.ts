import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import type { onRequestHookHandler } from 'fastify';
import { clientIp } from '../../../http/clientIp.js';
import { adminOf } from './guard.js';
import { DEMO_ADMIN } from './demoAdmin.js';
import { demoHintSchema, loginSchema, logoutSchema, sessionSchema } from './schemas.js';
import type { AdminAuthService } from './service.js';

export interface AdminAuthRoutesOptions {
  service: AdminAuthService;
  requireAdmin: onRequestHookHandler;
  demoMode: boolean;
}

/** /api/admin/auth/...: sign-in, the session check the pages wait for, sign-out and the demo hint. */
const adminAuthRoutes: FastifyPluginAsyncTypebox<AdminAuthRoutesOptions> = async (app, { service, requireAdmin, demoMode }) => {
  app.post('/login/', { schema: loginSchema }, async (request) => {
    const { token, expiresAt, admin } = await service.login(request.body.username, request.body.password, clientIp(request));
    return { token, expires_at: expiresAt.toISOString(), admin };
  });

  app.get('/demo-hint/', { schema: demoHintSchema }, async () => ({ demo: demoMode ? { ...DEMO_ADMIN } : null }));

  app.get('/session/', { schema: sessionSchema, onRequest: requireAdmin }, async (request) => {
    const admin = adminOf(request);
    return { admin: { id: admin.id, username: admin.username }, expires_at: admin.expiresAt.toISOString() };
  });

  app.post('/logout/', { schema: logoutSchema, onRequest: requireAdmin }, async (request) => {
    await service.logout(adminOf(request));
    return { message: m.loggedOut };
  });
};

export default adminAuthRoutes;
