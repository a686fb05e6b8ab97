import { adminAuthMessages as m } from '@kredi/contracts/admin';
import type { StaffRole } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { hashSessionToken, newSessionToken } from '../../../staff/tokens.js';
import type { AdminConfig } from '../config.js';
import { dummyPasswordHash, normalizeUsername, verifyPassword } from '../../../staff/passwords.js';
import type { AdminAuthRepository, AdminPrincipal } from './repository.js';
import type { SecondFactor } from './secondFactor.js';

export interface LoginResult {
  token: string;
  expiresAt: Date;
  admin: { id: number; username: string; role: StaffRole };
}

/** A correct password whose second factor is still due: the sign-in step to send it (or to enrol one) with. */
export interface SecondFactorDue {
  purpose: 'totp' | 'enrol';
  challenge: string;
  expiresAt: Date;
}

/**
 * The password sign-in and sign-out of the admin area (the session check is the staff guard's). With
 * `secondFactor`, an account with TOTP gets a sign-in step instead of a session, and so does every account without
 * one when `secondFactorRequired` (outside demo mode): it is led to enrol first.
 */
export function createAdminAuthService(
  repository: AdminAuthRepository,
  config: AdminConfig,
  now: () => Date,
  secondFactor?: { factor: SecondFactor; required: boolean },
) {
  return {
    /**
     * The limits are checked (and a pending attempt reserved) before the password is hashed; an unknown username
     * is checked against a dummy hash, so both cases cost the same time and give the same answer.
     */
    async login(rawUsername: string, password: string, ip: string): Promise<LoginResult | SecondFactorDue> {
      const username = normalizeUsername(rawUsername);
      const reservation = await repository.reserveAttempt(username, ip, {
        windowMs: config.loginWindowMs,
        maxPerAccountAndIp: config.maxFailuresPerAccountAndIp,
        maxPerIp: config.maxFailuresPerIp,
      });
      if (reservation.kind !== 'reserved') throw new ApiError(429, m.tooManyAttempts);

      const found = await repository.findAccount(username);
      const account = found?.isActive ? found : undefined;
      const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!account || !valid) {
        await repository.settleAttempt(reservation.attemptId, 'failed');
        throw new ApiError(401, m.invalidCredentials);
      }
      await repository.settleAttempt(reservation.attemptId, 'ok');
      const admin = { id: account.id, username: account.username, role: account.role };
      const due = await secondFactor?.factor.stepAfterPassword(admin, ip, secondFactor.required);
      if (due) return due;
      const token = newSessionToken();
      const expiresAt = await repository.sessions.open({
        staffId: account.id,
        tokenHash: hashSessionToken(token),
        now: now(),
        maxMs: config.sessionTtlMs,
      });
      return { token, expiresAt, admin: { id: account.id, username: account.username, role: account.role } };
    },

    logout(principal: AdminPrincipal): Promise<void> {
      return repository.sessions.revoke(principal.sessionId, now());
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
