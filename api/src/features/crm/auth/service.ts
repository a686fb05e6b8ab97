import type { FastifyBaseLogger } from 'fastify';
import {
  crmMessages as m,
  isStaffCode,
  isValidStaffPhone,
  staffPhoneToMobile,
  STAFF_CODE_LENGTH,
  type PersonelRecord,
} from '@kredi/contracts/crm';
import type { StaffRole } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { SmsSendError, maskPhone } from '../../../sms/types.js';
import { codeMessage, generateCode, hashCode, sameHash } from '../../users/public.js';
import type { CrmConfig } from '../config.js';
import type { CrmRuntime } from '../runtime.js';
import type { StaffSessions } from '../../../staff/sessions.js';
import { hashSessionToken, newSessionToken } from '../../../staff/tokens.js';
import type { StaffRow } from '../../../db/schema/index.js';
import type { CrmAuthRepository } from './repository.js';
import { secondFactorRequired, type CrmSecondFactor } from './secondFactor.js';

/** Staff codes are hashed under their own prefix, so a code hash of the credit form never matches one of these. */
const hashStaffCode = (secret: string, phone: string, code: string) => hashCode(secret, `staff:${phone}`, code);

export interface SignedIn {
  token: string;
  personel: PersonelRecord;
  expiresAt: Date;
}

/** The 'personel' record of the sign-in answer, with the role the browser's session carries. */
export const toPersonel = (member: { id: number; fullName: string; phone: string | null; role: StaffRole }): PersonelRecord => ({
  id: member.id,
  ad_soyad: member.fullName,
  telefon: member.phone ?? '',
  rol: member.role,
});

/** The SMS code was right and the second factor is due: the step to send it (or to set one up) with. */
export interface SecondFactorDue {
  purpose: 'totp' | 'enrol';
  challenge: string;
  expiresAt: Date;
}

export function createCrmAuthService(deps: {
  repository: CrmAuthRepository;
  sessions: StaffSessions;
  config: CrmConfig;
  runtime: CrmRuntime;
  /** With it, an account with TOTP (or one that requires it) gets a sign-in step instead of a session. */
  secondFactor?: CrmSecondFactor;
}) {
  const { repository, sessions, config, runtime, secondFactor } = deps;

  /** The second factor due for a code's account, if any (an inactive account gets the session path's refusal). */
  async function factorDue(staffId: number | null) {
    const member = secondFactor && staffId ? await repository.findStaffById(staffId) : undefined;
    if (!secondFactor || !member?.isActive) return undefined;
    return secondFactor.purposeFor(member.id, secondFactorRequired(member.role, config.demoMode));
  }

  /** A session for an account that has passed every factor due. */
  async function openSession(member: StaffRow): Promise<SignedIn> {
    const token = newSessionToken();
    const now = runtime.now();
    const expiresAt = await sessions.open({ staffId: member.id, tokenHash: hashSessionToken(token), now, maxMs: config.sessionMaxMs });
    return { token, personel: toPersonel(member), expiresAt };
  }
  const ttlMinutes = Math.round(config.codeTtlMs / 60_000);

  function requirePhone(phone: string): string {
    if (!isValidStaffPhone(phone)) throw new ApiError(400, m.phoneInvalid, { telefon: m.phoneInvalid });
    return phone;
  }

  return {
    /**
     * Stores a new code and answers at once. For a staff number the SMS goes out after the answer; for any
     * other number nothing is sent. Both get the same answer, and both count towards the limits.
     */
    async sendCode(phoneInput: string, ip: string, log: FastifyBaseLogger): Promise<void> {
      const phone = requirePhone(phoneInput);
      const code = generateCode(STAFF_CODE_LENGTH);
      const issued = await repository.issueCode({
        phone,
        ip,
        codeHash: hashStaffCode(config.otpSecret, phone, code),
        now: runtime.now(),
        ttlMs: config.codeTtlMs,
        maxPerPhonePerTtl: config.maxCodesPerPhonePerTtl,
        maxPerIpPerHour: config.maxCodesPerIpPerHour,
        maxForeignWrongPerPhone: config.maxForeignWrongPerPhone,
      });
      if (issued.kind === 'phone_limit') throw new ApiError(429, m.tooManyCodesPhone);
      if (issued.kind === 'ip_limit') throw new ApiError(429, m.tooManyCodesIp);
      if (!issued.staff) return;

      const mobile = staffPhoneToMobile(phone);
      runtime.background(async () => {
        try {
          await runtime.sms.send(mobile, codeMessage(config.brandName, code, ttlMinutes));
        } catch (error) {
          await repository.markCodeFailed(issued.codeId);
          log.error(
            {
              provider: runtime.sms.name,
              kind: error instanceof SmsSendError ? error.kind : 'unavailable',
              phone: maskPhone(mobile),
              err: error,
            },
            'staff sign-in SMS was not sent',
          );
        }
      });
    },

    /**
     * Checks the code and opens a session. Every failure gets the same answer, whatever its cause. The limits are
     * checked (and the try reserved) before any code is compared; only the tries of the client that asked for a
     * code count against that code, so a stranger's guesses lock the stranger out, never the code's owner.
     */
    async verifyCode(phoneInput: string, code: string, ip: string): Promise<SignedIn | SecondFactorDue> {
      const phone = requirePhone(phoneInput);
      if (!isStaffCode(code)) throw new ApiError(400, m.codeInvalid, { kod: m.codeInvalid });
      const now = runtime.now();
      const reservation = await repository.reserveVerifyAttempt(phone, ip, {
        now,
        windowMs: config.verifyWindowMs,
        ttlMs: config.codeTtlMs,
        maxPerPhoneAndIp: config.maxWrongPerPhoneAndIp,
        maxPerIp: config.maxWrongPerIp,
        maxForeignPerPhone: config.maxForeignWrongPerPhone,
      });
      if (reservation.kind === 'foreign_limit') throw new ApiError(429, m.tooManyForeignWrongCodes);
      if (reservation.kind !== 'reserved') throw new ApiError(429, m.tooManyWrongCodes);
      const fail = async () => {
        await repository.settleVerifyAttempt(reservation.attemptId, 'failed');
        return new ApiError(400, m.codeWrongOrExpired);
      };
      // Every live code of the phone is tried: one asked for later (by anyone) does not void the one the owner holds.
      const live = await repository.liveCodes(phone, now);
      const codeHash = hashStaffCode(config.otpSecret, phone, code);
      const row = live.find((candidate) => sameHash(candidate.codeHash, codeHash));
      if (!row) {
        await repository.countWrongAttempt(
          live.filter((candidate) => candidate.ip === ip).map((candidate) => candidate.id),
          config.maxWrongAttempts,
        );
        throw await fail();
      }
      if (row.status !== 'sent') throw await fail();
      const purpose = await factorDue(row.staffId);
      if (purpose && secondFactor) {
        const member = await repository.useCodeOnly(row.id, config.maxWrongAttempts, now);
        if (!member) throw await fail();
        await repository.settleVerifyAttempt(reservation.attemptId, 'step');
        return secondFactor.openStep(member.id, purpose, ip);
      }
      const token = newSessionToken();
      const member = await repository.useCodeAndOpenSession(row.id, config.maxWrongAttempts, {
        tokenHash: hashSessionToken(token),
        now,
        maxMs: config.sessionMaxMs,
      });
      if (!member) throw await fail();
      await repository.settleVerifyAttempt(reservation.attemptId, 'ok');
      return { token, personel: toPersonel(member), expiresAt: new Date(now.getTime() + config.sessionMaxMs) };
    },

    openSession,

    signOut(sessionId: number): Promise<void> {
      return sessions.revoke(sessionId, runtime.now());
    },
  };
}

export type CrmAuthService = ReturnType<typeof createCrmAuthService>;
