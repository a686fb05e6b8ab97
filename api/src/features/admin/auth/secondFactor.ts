import { and, eq, isNotNull } from 'drizzle-orm';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import type { StaffRole } from '@kredi/contracts/staff';
import type { Database } from '../../../db/client.js';
import { staff } from '../../../db/schema/index.js';
import { createSecondFactor, type EnrolTarget } from '../../../staff/secondFactor/service.js';
import type { SecondFactorRepository } from '../../../staff/secondFactor/repository.js';
import type { TotpSealer } from '../../../staff/secondFactor/totp.js';
import { hashSessionToken, newSessionToken } from '../../../staff/tokens.js';
import type { AdminConfig } from '../config.js';
import type { AdminAuthRepository } from './repository.js';

export interface SignedInAccount {
  id: number;
  username: string;
  role: StaffRole;
}

export interface SessionGrant {
  token: string;
  expiresAt: Date;
  admin: SignedInAccount;
}

export interface SecondFactorDeps {
  db: Database;
  repository: SecondFactorRepository;
  auth: AdminAuthRepository;
  sealer: TotpSealer;
  config: AdminConfig;
  now: () => Date;
}

/**
 * The admin sign-in's second factor (the staff one, api/src/staff/secondFactor): a wrong code counts like a wrong
 * password (the same per-account-and-IP and per-IP limits, never the account alone), and the step ends in an admin
 * session.
 */
export function createAdminSecondFactor(deps: SecondFactorDeps) {
  const { auth, config, now } = deps;
  const limits = {
    windowMs: config.loginWindowMs,
    maxPerAccountAndIp: config.maxFailuresPerAccountAndIp,
    maxPerIp: config.maxFailuresPerIp,
  };

  const core = createSecondFactor<SignedInAccount>({
    repository: deps.repository,
    sealer: deps.sealer,
    now,
    async accountOf(staffId) {
      const [row] = await deps.db
        .select({ id: staff.id, username: staff.username, role: staff.role })
        .from(staff)
        .where(and(eq(staff.id, staffId), eq(staff.isActive, true), isNotNull(staff.passwordHash)))
        .limit(1);
      return row?.username ? { id: row.id, username: row.username, role: row.role } : undefined;
    },
    labelOf: (account) => account.username,
    limiter: {
      async reserve(account, ip) {
        const reservation = await auth.reserveAttempt(account.username, ip, limits);
        return reservation.kind === 'reserved' ? reservation.attemptId : undefined;
      },
      settle: (attemptId, outcome) => auth.settleAttempt(attemptId, outcome),
    },
    texts: { challengeExpired: m.challengeExpired, tooManyAttempts: m.tooManyAttempts },
  });

  async function openSession(account: SignedInAccount): Promise<SessionGrant> {
    const token = newSessionToken();
    const expiresAt = await auth.sessions.open({
      staffId: account.id,
      tokenHash: hashSessionToken(token),
      now: now(),
      maxMs: config.sessionTtlMs,
    });
    return { token, expiresAt, admin: account };
  }

  return {
    /** After a correct password: the step due, or undefined when the session may open now (demo mode, no factor). */
    async stepAfterPassword(account: SignedInAccount, ip: string, required: boolean) {
      const purpose = await core.purposeFor(account.id, required);
      return purpose ? core.openStep(account.id, purpose, ip) : undefined;
    },

    /** The 6-digit code or a recovery code for a 'totp' step: a session, or a Turkish 401/429. */
    async verify(challengeToken: string, code: string, ip: string): Promise<SessionGrant> {
      return openSession(await core.verify(challengeToken, code, ip));
    },

    startEnrolment: core.startEnrolment,

    /** The recovery codes and, after the sign-in step, the session. */
    async confirmEnrolment(target: EnrolTarget<SignedInAccount>, code: string, ip: string) {
      const done = await core.confirmEnrolment(target, code, ip);
      return { recoveryCodes: done.recoveryCodes, session: done.signIn ? await openSession(done.account) : undefined };
    },

    status: core.status,
    renewRecoveryCodes: core.renewRecoveryCodes,
    disable: core.disable,
  };
}

export type SecondFactor = ReturnType<typeof createAdminSecondFactor>;
