import { and, eq, isNotNull } from 'drizzle-orm';
import { adminAuthMessages as m, RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '@kredi/contracts/admin';
import type { StaffRole } from '@kredi/contracts/staff';
import type { Database } from '../../../db/client.js';
import { staff, type SignInChallengePurpose } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { hashSessionToken, newSessionToken } from '../../staff/tokens.js';
import type { AdminConfig } from '../config.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { AdminAuthRepository } from './repository.js';
import type { SecondFactorRepository } from './secondFactorRepository.js';
import { enrolmentOf, newRecoveryCode, newTotpSecret, normalizeRecoveryCode, totpStepOf, type TotpSealer } from './totp.js';

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

/** Who enrols: the account behind a sign-in step ('enrol'), or a signed-in account setting it up by choice. */
export type EnrolTarget = { challenge: string } | { account: SignedInAccount };

export interface SecondFactorDeps {
  db: Database;
  repository: SecondFactorRepository;
  auth: AdminAuthRepository;
  sealer: TotpSealer;
  config: AdminConfig;
  now: () => Date;
}

/**
 * The administrators' second factor: TOTP (RFC 6238) with one-time recovery codes. A wrong code counts like a wrong
 * password (the same per-account-and-IP and per-IP limits, never the account alone), and a sign-in step dies after
 * 5 wrong codes or 5 minutes.
 */
export function createSecondFactor(deps: SecondFactorDeps) {
  const { repository, auth, sealer, config, now } = deps;
  const limits = {
    windowMs: config.loginWindowMs,
    maxPerAccountAndIp: config.maxFailuresPerAccountAndIp,
    maxPerIp: config.maxFailuresPerIp,
  };

  async function accountOf(staffId: number): Promise<SignedInAccount | undefined> {
    const [row] = await deps.db
      .select({ id: staff.id, username: staff.username, role: staff.role })
      .from(staff)
      .where(and(eq(staff.id, staffId), eq(staff.isActive, true), isNotNull(staff.passwordHash)))
      .limit(1);
    return row?.username ? { id: row.id, username: row.username, role: row.role } : undefined;
  }

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

  /** The live sign-in step of a token for `purpose` and its account, or a Turkish 401. */
  async function stepOf(token: string, purpose: 'totp' | 'enrol') {
    const challenge = await repository.liveChallenge(token, now());
    const account = challenge?.purpose === purpose ? await accountOf(challenge.staffId) : undefined;
    if (!challenge || !account) throw new ApiError(401, m.challengeExpired);
    return { challenge, account };
  }

  /** Reserves a counted try under the password's limits; the caller settles it. */
  async function reserve(account: SignedInAccount, ip: string): Promise<number> {
    const reservation = await auth.reserveAttempt(account.username, ip, limits);
    if (reservation.kind !== 'reserved') throw new ApiError(429, m.tooManyAttempts);
    return reservation.attemptId;
  }

  /** The step of a valid, not yet used TOTP code of a stored secret, or undefined. */
  function validStep(secretEnc: string, lastStep: number, code: string): number | undefined {
    const secret = sealer.open(secretEnc);
    const step = secret === undefined ? undefined : totpStepOf(secret, code, now());
    return step !== undefined && step > lastStep ? step : undefined;
  }

  async function useRecoveryCode(staffId: number, input: string): Promise<boolean> {
    const code = normalizeRecoveryCode(input);
    if (!code) return false;
    for (const stored of await repository.unusedRecoveryCodes(staffId)) {
      if (await verifyPassword(stored.codeHash, code)) return repository.useRecoveryCode(stored.id, now());
    }
    return false;
  }

  return {
    /** After a correct password: the step due, or undefined when the session may open now (demo mode, no factor). */
    async stepAfterPassword(account: SignedInAccount, ip: string, required: boolean) {
      const purpose: SignInChallengePurpose | undefined = (await repository.hasConfirmedTotp(account.id))
        ? 'totp'
        : required
          ? 'enrol'
          : undefined;
      if (!purpose) return undefined;
      const { token, expiresAt } = await repository.openChallenge(account.id, purpose, ip, now());
      return { purpose, challenge: token, expiresAt };
    },

    /** The 6-digit code or a recovery code for a 'totp' step: a session, or a Turkish 401/429. */
    async verify(challengeToken: string, code: string, ip: string): Promise<SessionGrant> {
      const { challenge, account } = await stepOf(challengeToken, 'totp');
      const attemptId = await reserve(account, ip);
      const totp = await repository.totpOf(account.id);
      let valid = false;
      if (TOTP_CODE_PATTERN.test(code)) {
        const step = totp?.confirmedAt ? validStep(totp.secretEnc, totp.lastStep, code) : undefined;
        valid = step !== undefined && (await repository.useStep(account.id, step));
      } else {
        valid = await useRecoveryCode(account.id, code);
      }
      if (!valid || !(await repository.useChallenge(challenge.id, now()))) {
        await auth.settleAttempt(attemptId, 'failed');
        await repository.countChallengeFailure(challenge.id);
        throw new ApiError(401, m.secondFactorInvalid);
      }
      await auth.settleAttempt(attemptId, 'ok');
      return openSession(account);
    },

    /** A new secret for the account (replacing an unconfirmed one), with its QR code; 409 when one is confirmed. */
    async startEnrolment(target: EnrolTarget) {
      const account = 'account' in target ? target.account : (await stepOf(target.challenge, 'enrol')).account;
      if (await repository.hasConfirmedTotp(account.id)) throw new ApiError(409, m.alreadyEnrolled);
      const secret = newTotpSecret();
      if (!(await repository.savePendingSecret(account.id, sealer.seal(secret)))) throw new ApiError(409, m.alreadyEnrolled);
      const { otpauthUrl, qrSvg } = await enrolmentOf(secret, account.username);
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * Confirms the enrolment with the app's first code: the recovery codes (shown once, stored hashed) and, after
     * the sign-in step, the session.
     */
    async confirmEnrolment(target: EnrolTarget, code: string, ip: string) {
      const step = 'account' in target ? undefined : await stepOf(target.challenge, 'enrol');
      const account = step ? step.account : (target as { account: SignedInAccount }).account;
      const attemptId = await reserve(account, ip);
      const totp = await repository.totpOf(account.id);
      if (!totp || totp.confirmedAt) {
        await auth.settleAttempt(attemptId, 'ok');
        throw new ApiError(409, totp ? m.alreadyEnrolled : m.enrolNotStarted);
      }
      const used = validStep(totp.secretEnc, totp.lastStep, code);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = used === undefined ? [] : await Promise.all(codes.map((c) => hashPassword(normalizeRecoveryCode(c)!)));
      const confirmed = used !== undefined && (await repository.confirm(account.id, used, hashes, now()));
      if (!confirmed || (step && !(await repository.useChallenge(step.challenge.id, now())))) {
        await auth.settleAttempt(attemptId, 'failed');
        if (step) await repository.countChallengeFailure(step.challenge.id);
        throw new ApiError(401, m.secondFactorInvalid);
      }
      await auth.settleAttempt(attemptId, 'ok');
      return { recoveryCodes: codes, session: step ? await openSession(account) : undefined };
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
