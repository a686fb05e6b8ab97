import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import { ADMIN_ONLY, ANY_STAFF_ROLE, secondFactorMessages, type StaffRole } from '@kredi/contracts/staff';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/errors.js';
import { clientIp } from '../../../http/clientIp.js';
import { PUBLIC_ROUTE } from '../../../staff/guard.js';
import { adminOf } from './guard.js';
import { DEMO_ADMIN } from './demoAdmin.js';
import {
  demoHintSchema,
  disableFactorSchema,
  enrolConfirmSchema,
  factorStatusSchema,
  enrolStartSchema,
  loginSchema,
  logoutSchema,
  renewRecoveryCodesSchema,
  secondFactorSchema,
  sessionSchema,
  setupConfirmSchema,
  setupStartSchema,
} from './schemas.js';
import type { SecondFactor } from './secondFactor.js';
import type { AdminAuthService } from './service.js';

export interface AdminAuthRoutesOptions {
  service: AdminAuthService;
  secondFactor: SecondFactor;
  demoMode: boolean;
}

const enrolmentWire = (started: { qrSvg: string; secret: string; otpauthUrl: string }) => ({
  qr_svg: started.qrSvg,
  secret: started.secret,
  otpauth_url: started.otpauthUrl,
});

const sessionWire = (grant: { token: string; expiresAt: Date; admin: { id: number; username: string; role: StaffRole } }) => ({
  token: grant.token,
  expires_at: grant.expiresAt.toISOString(),
  admin: grant.admin,
});

/**
 * /api/admin/auth/...: sign-in, the session check the pages wait for, sign-out and the demo hint. The session check
 * and sign-out take any staff session, so a 'yönetici' signed in to the CRM can open the admin screens their role
 * reaches (docs/admin.md 'Roles'); the screen itself then checks the role the session answers.
 */
const adminAuthRoutes: FastifyPluginAsyncTypebox<AdminAuthRoutesOptions> = async (app, { service, secondFactor, demoMode }) => {
  app.post('/login/', { schema: loginSchema, config: PUBLIC_ROUTE }, async (request) => {
    const answer = await service.login(request.body.username, request.body.password, clientIp(request));
    if ('purpose' in answer)
      return { second_factor: answer.purpose, challenge: answer.challenge, expires_at: answer.expiresAt.toISOString() };
    return sessionWire(answer);
  });

  // The second step of a sign-in: the authenticator app's code or a recovery code.
  app.post('/second-factor/', { schema: secondFactorSchema, config: PUBLIC_ROUTE }, async (request) =>
    sessionWire(await secondFactor.verify(request.body.challenge, request.body.code, clientIp(request))),
  );

  // Enrolment right after the password (the 'enrol' step's challenge)...
  app.post('/second-factor/enrol/', { schema: enrolStartSchema, config: PUBLIC_ROUTE }, async (request) =>
    enrolmentWire(await secondFactor.startEnrolment({ challenge: request.body.challenge })),
  );
  app.post('/second-factor/enrol/confirm/', { schema: enrolConfirmSchema, config: PUBLIC_ROUTE }, async (request) => {
    if (!request.body.challenge) throw new ApiError(401, m.challengeExpired);
    const done = await secondFactor.confirmEnrolment({ challenge: request.body.challenge }, request.body.code, clientIp(request));
    return { message: m.enrolled, recovery_codes: done.recoveryCodes, session: done.session ? sessionWire(done.session) : null };
  });

  // ...or by choice, from a signed-in admin session (demo mode, where it is optional).
  const accountOf = (request: FastifyRequest) => {
    const admin = adminOf(request);
    return { account: { id: admin.id, username: admin.username ?? admin.fullName, role: admin.role } };
  };
  app.post('/second-factor/setup/', { schema: setupStartSchema, config: { roles: ADMIN_ONLY } }, async (request) =>
    enrolmentWire(await secondFactor.startEnrolment(accountOf(request))),
  );
  app.post('/second-factor/setup/confirm/', { schema: setupConfirmSchema, config: { roles: ADMIN_ONLY } }, async (request) => {
    const done = await secondFactor.confirmEnrolment(accountOf(request), request.body.code, clientIp(request));
    return { message: m.enrolled, recovery_codes: done.recoveryCodes, session: null };
  });

  // The signed-in admin's own factor: how it stands, new recovery codes, turning it off (each change takes the app's code).
  app.get('/second-factor/status/', { schema: factorStatusSchema, config: { roles: ADMIN_ONLY } }, async (request) => {
    const status = await secondFactor.status(adminOf(request).id);
    return { enrolled: status.enrolled, required: !demoMode, recovery_codes_left: status.recoveryCodesLeft };
  });
  app.post('/second-factor/recovery-codes/', { schema: renewRecoveryCodesSchema, config: { roles: ADMIN_ONLY } }, async (request) => {
    const codes = await secondFactor.renewRecoveryCodes(accountOf(request).account, request.body.code, clientIp(request));
    return { message: secondFactorMessages.recoveryCodesRenewed, recovery_codes: codes };
  });
  app.post('/second-factor/disable/', { schema: disableFactorSchema, config: { roles: ADMIN_ONLY } }, async (request) => {
    await secondFactor.disable(accountOf(request).account, request.body.code, clientIp(request));
    return { message: demoMode ? secondFactorMessages.disabled : secondFactorMessages.disabledRequired };
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
