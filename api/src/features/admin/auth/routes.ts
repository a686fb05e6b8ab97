import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import { ANY_STAFF_ROLE } from '@kredi/contracts/staff';
import { clientIp } from '../../../http/clientIp.js';
import { PUBLIC_ROUTE } from '../../staff/guard.js';
import { adminOf } from './guard.js';
import { DEMO_ADMIN } from './demoAdmin.js';
import { demoHintSchema, loginSchema, logoutSchema, sessionSchema } from './schemas.js';
import type { AdminAuthService } from './service.js';

export interface AdminAuthRoutesOptions {
  service: AdminAuthService;
  demoMode: boolean;
}

/**
 * /api/admin/auth/...: sign-in, the session check the pages wait for, sign-out and the demo hint. The session check
 * and sign-out take any staff session, so a 'yönetici' signed in to the CRM can open the admin screens their role
 * reaches (docs/admin.md 'Roles'); the screen itself then checks the role the session answers.
 */
const adminAuthRoutes: FastifyPluginAsyncTypebox<AdminAuthRoutesOptions> = async (app, { service, demoMode }) => {
  app.post('/login/', { schema: loginSchema, config: PUBLIC_ROUTE }, async (request) => {
    const { token, expiresAt, admin } = await service.login(request.body.username, request.body.password, clientIp(request));
    return { token, expires_at: expiresAt.toISOString(), admin };
  });

  app.get('/demo-hint/', { schema: demoHintSchema, config: PUBLIC_ROUTE }, async () => ({ demo: demoMode ? { ...DEMO_ADMIN } : null }));

  app.get('/session/', { schema: sessionSchema, config: { roles: ANY_STAFF_ROLE } }, async (request) => {
    const admin = adminOf(request);
    return {
      admin: { id: admin.id, username: admin.username ?? admin.fullName, role: admin.role },
      expires_at: admin.expiresAt.toISOString(),
    };
  });

  app.post('/logout/', { schema: logoutSchema, config: { roles: ANY_STAFF_ROLE } }, async (request) => {
    await service.logout(adminOf(request));
    return { message: m.loggedOut };
  });
};

export default adminAuthRoutes;
