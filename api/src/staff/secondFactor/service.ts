import { RECOVERY_CODE_COUNT, secondFactorMessages as m, TOTP_CODE_PATTERN } from '@kredi/contracts/staff';
import { ApiError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import type { SignInChallengePurpose } from '../../db/schema/index.js';
import type { SecondFactorRepository } from './repository.js';
import { enrolmentOf, newRecoveryCode, newTotpSecret, normalizeRecoveryCode, totpStepOf, type TotpSealer } from './totp.js';

/**
 * Counts the second factor's tries under the first factor's own limits (the password's in the admin area, the SMS
 * code's in the CRM), which limit the guessing client and never the account alone.
 */
export interface AttemptLimiter<A> {
  /** A reserved, counted try, or undefined when the limits refuse this client. */
  reserve(account: A, ip: string): Promise<number | undefined>;
  settle(attemptId: number, outcome: 'ok' | 'failed'): Promise<void>;
}

export interface SecondFactorDeps<A extends { id: number }> {
  repository: SecondFactorRepository;
  sealer: TotpSealer;
  now: () => Date;
  /** The active account of a staff id, as its sign-in knows it; undefined ends a sign-in step. */
  accountOf: (staffId: number) => Promise<A | undefined>;
  /** The name an authenticator app lists the account under. */
  labelOf: (account: A) => string;
  limiter: AttemptLimiter<A>;
  /** The texts that name the sign-in the step belongs to. */
  texts: { challengeExpired: string; tooManyAttempts: string };
}

/** Who enrols: the account behind a sign-in step ('enrol'), or a signed-in account setting it up by choice. */
export type EnrolTarget<A> = { challenge: string } | { account: A };

/**
 * The staff second factor: TOTP (RFC 6238) with one-time recovery codes, the same for every sign-in that uses it.
 * A wrong code counts like a wrong first factor (the limiter's limits), and a sign-in step dies after 5 wrong
 * codes or 5 minutes. Opening a session is the caller's: each sign-in opens its own kind.
 */
export function createSecondFactor<A extends { id: number }>(deps: SecondFactorDeps<A>) {
  const { repository, sealer, now, limiter, texts } = deps;

  /** The live sign-in step of a token for `purpose` and its account, or a Turkish 401. */
  async function stepOf(token: string, purpose: SignInChallengePurpose) {
    const challenge = await repository.liveChallenge(token, now());
    const account = challenge?.purpose === purpose ? await deps.accountOf(challenge.staffId) : undefined;
    if (!challenge || !account) throw new ApiError(401, texts.challengeExpired);
    return { challenge, account };
  }

  async function reserve(account: A, ip: string): Promise<number> {
    const attemptId = await limiter.reserve(account, ip);
    if (attemptId === undefined) throw new ApiError(429, texts.tooManyAttempts);
    return attemptId;
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

  const newRecoveryCodes = async () => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { codes, hashes: await Promise.all(codes.map((c) => hashPassword(normalizeRecoveryCode(c)!))) };
  };

  /**
   * A wrong code from a signed-in account answers 400: to the screens a 401 means the session has ended, and it
   * has not. A wrong code at a sign-in step answers 401 (the step's answer is the session).
   */
  const wrongCode = (signedIn: boolean) => new ApiError(signedIn ? 400 : 401, m.invalid);

  /**
   * The app's current code of a confirmed factor, counted as a try and used up (a code works once): for the
   * changes a signed-in account makes to its own factor. A recovery code is not enough for these.
   */
  async function requireCurrentCode(account: A, code: string, ip: string): Promise<void> {
    const totp = await repository.totpOf(account.id);
    if (!totp?.confirmedAt) throw new ApiError(409, m.notEnrolled);
    const attemptId = await reserve(account, ip);
    const step = TOTP_CODE_PATTERN.test(code) ? validStep(totp.secretEnc, totp.lastStep, code) : undefined;
    if (step === undefined || !(await repository.useStep(account.id, step))) {
      await limiter.settle(attemptId, 'failed');
      throw wrongCode(true);
    }
    await limiter.settle(attemptId, 'ok');
  }

  return {
    /** The step due after the first factor ('totp' when set up, 'enrol' when required but missing), or undefined. */
    async purposeFor(staffId: number, required: boolean): Promise<SignInChallengePurpose | undefined> {
      if (await repository.hasConfirmedTotp(staffId)) return 'totp';
      return required ? 'enrol' : undefined;
    },

    /** Opens the 5-minute, single-use sign-in step between the first factor and a session. */
    async openStep(staffId: number, purpose: SignInChallengePurpose, ip: string) {
      const { token, expiresAt } = await repository.openChallenge(staffId, purpose, ip, now());
      return { purpose, challenge: token, expiresAt };
    },

    /** The 6-digit code or a recovery code for a 'totp' step: the account to open a session for, or a Turkish 401/429. */
    async verify(challengeToken: string, code: string, ip: string): Promise<A> {
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
        await limiter.settle(attemptId, 'failed');
        await repository.countChallengeFailure(challenge.id);
        throw wrongCode(false);
      }
      await limiter.settle(attemptId, 'ok');
      return account;
    },

    /** A new secret for the account (replacing an unconfirmed one), with its QR code; 409 when one is confirmed. */
    async startEnrolment(target: EnrolTarget<A>) {
      const account = 'account' in target ? target.account : (await stepOf(target.challenge, 'enrol')).account;
      if (await repository.hasConfirmedTotp(account.id)) throw new ApiError(409, m.alreadyEnrolled);
      const secret = newTotpSecret();
      if (!(await repository.savePendingSecret(account.id, sealer.seal(secret)))) throw new ApiError(409, m.alreadyEnrolled);
      const { otpauthUrl, qrSvg } = await enrolmentOf(secret, deps.labelOf(account));
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * Confirms the enrolment with the app's first code: the recovery codes (shown once, stored hashed), and
     * `signIn` true when it was the sign-in step's (the caller then opens the session).
     */
    async confirmEnrolment(target: EnrolTarget<A>, code: string, ip: string) {
      const step = 'account' in target ? undefined : await stepOf(target.challenge, 'enrol');
      const account = step ? step.account : (target as { account: A }).account;
      const attemptId = await reserve(account, ip);
      const totp = await repository.totpOf(account.id);
      if (!totp || totp.confirmedAt) {
        await limiter.settle(attemptId, 'ok');
        throw new ApiError(409, totp ? m.alreadyEnrolled : m.enrolNotStarted);
      }
      const used = validStep(totp.secretEnc, totp.lastStep, code);
      const { codes, hashes } = used === undefined ? { codes: [], hashes: [] } : await newRecoveryCodes();
      const confirmed = used !== undefined && (await repository.confirm(account.id, used, hashes, now()));
      if (!confirmed || (step && !(await repository.useChallenge(step.challenge.id, now())))) {
        await limiter.settle(attemptId, 'failed');
        if (step) await repository.countChallengeFailure(step.challenge.id);
        throw wrongCode(step === undefined);
      }
      await limiter.settle(attemptId, 'ok');
      return { recoveryCodes: codes, account, signIn: step !== undefined };
    },

    /** Whether the account has a confirmed factor and how many of its recovery codes are unused. */
    async status(staffId: number) {
      const enrolled = await repository.hasConfirmedTotp(staffId);
      return { enrolled, recoveryCodesLeft: enrolled ? (await repository.unusedRecoveryCodes(staffId)).length : 0 };
    },

    /** New recovery codes for the app's current code; every earlier one stops working at once. */
    async renewRecoveryCodes(account: A, code: string, ip: string): Promise<string[]> {
      await requireCurrentCode(account, code, ip);
      const { codes, hashes } = await newRecoveryCodes();
      await repository.replaceRecoveryCodes(account.id, hashes);
      return codes;
    },

    /**
     * Turns the factor off for the app's current code (a new phone: turn off, then set up again); the secret, the
     * recovery codes and any open sign-in step of the account go with it.
     */
    async disable(account: A, code: string, ip: string): Promise<void> {
      await requireCurrentCode(account, code, ip);
      await repository.remove(account.id);
    },
  };
}

export type SecondFactorCore<A extends { id: number }> = ReturnType<typeof createSecondFactor<A>>;
