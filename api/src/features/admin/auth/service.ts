import { adminAuthMessages as m } from '@kredi/contracts/admin';
import type { StaffRole } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { hashSessionToken, newSessionToken } from '../../staff/tokens.js';
import type { AdminConfig } from '../config.js';
import { dummyPasswordHash, normalizeUsername, verifyPassword } from './passwords.js';
import type { AdminAuthRepository, AdminPrincipal } from './repository.js';

export interface LoginResult {
  token: string;
  expiresAt: Date;
  admin: { id: number; username: string; role: StaffRole };
}

/** The password sign-in and sign-out of the admin area (the session check is the staff guard's). */
export function createAdminAuthService(repository: AdminAuthRepository, config: AdminConfig, now: () => Date) {
  return {
    /**
     * The limits are checked (and a pending attempt reserved) before the password is hashed; an unknown username
     * is checked against a dummy hash, so both cases cost the same time and give the same answer.
     */
    async login(rawUsername: string, password: string, ip: string): Promise<LoginResult> {
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
