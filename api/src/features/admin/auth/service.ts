import { adminAuthMessages as m } from '@kredi/contracts/admin';
import { ApiError } from '../../../http/errors.js';
import type { AdminConfig } from '../config.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import type { AdminAuthRepository, AdminPrincipal } from './repository.js';
import { hashSessionToken, newSessionToken, normalizeUsername } from './tokens.js';

export interface LoginResult {
  token: string;
  expiresAt: Date;
  admin: { id: number; username: string };
}

/** Sign-in, session check and sign-out of the admin area. */
export function createAdminAuthService(repository: AdminAuthRepository, config: AdminConfig) {
  return {
    /**
     * The limits are checked (and a pending attempt reserved) before the password is hashed; an unknown username
     * is checked against a dummy hash, so both cases cost the same time and give the same answer.
     */
    async login(rawUsername: string, password: string, ip: string): Promise<LoginResult> {
      const username = normalizeUsername(rawUsername);
      const reservation = await repository.reserveAttempt(username, ip, {
        windowMs: config.loginWindowMs,
        maxPerAccount: config.maxFailuresPerAccount,
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
      const expiresAt = await repository.createSession(account.id, hashSessionToken(token), config.sessionTtlMs);
      return { token, expiresAt, admin: { id: account.id, username: account.username } };
    },

    authenticate(token: string): Promise<AdminPrincipal | undefined> {
      return repository.findPrincipal(hashSessionToken(token));
    },

    logout(principal: AdminPrincipal): Promise<void> {
      return repository.revokeSession(principal.sessionId);
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
