import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/errors.js';
import { SmsSendError, maskPhone, type SmsProvider } from '../../sms/types.js';
import type { CustomerRow, PhoneVerificationRow } from '../../db/schema/index.js';
import type { UsersConfig } from './config.js';
import { KVKK_NOTICE_VERSION, resultMessage, usersMessages as m, type AddCustomerResponse } from '@kredi/contracts/users';
import { codeMessage, generateCode, hashCode, sameHash } from './otp.js';
import type { UsersRepository } from './repository.js';
import { scoreCredit } from './scoring.js';
import type { CallMeInput, CodeInput, RegisterInput, SubmitInput } from './validation.js';

/** What tests may swap at runtime: the clock and the SMS gateway. */
export interface UsersRuntime {
  now: () => Date;
  sms: SmsProvider;
}

export type RegisterOutcome = { ok: true } | { ok: false; status: 502 | 503; message: string };

export function createUsersService(deps: {
  repository: UsersRepository;
  config: UsersConfig;
  runtime: UsersRuntime;
}) {
  const { repository, config, runtime } = deps;
  const ttlMinutes = Math.round(config.codeTtlMs / 60_000);

  /** A verified code of this phone, inside its window, matching `code`; counts a wrong proof otherwise. */
  async function findProof(input: CodeInput, now: Date): Promise<PhoneVerificationRow | undefined> {
    const proofs = await repository.activeProofs(input.phone, now);
    if (proofs.length === 0) return undefined;
    const hash = hashCode(config.otpSecret, input.phone, input.code);
    const match = proofs.find((p) => sameHash(p.codeHash, hash));
    if (match) return match;
    // Guessing codes here must cost as much as guessing them at /verify/.
    await repository.countWrongAttempt(proofs[0]!.id, config.maxWrongAttempts);
    return undefined;
  }

  function submitAnswer(customer: CustomerRow): AddCustomerResponse {
    const pending = customer.findeksFlag;
    const limit = customer.calculatedCreditLimit;
    const message = pending ? m.submittedFindeksPending : limit > 0 ? m.submitted : m.submittedNoLimit;
    const result = resultMessage({ findeksUnknown: pending, creditLimit: limit });
    return { message, credit_limit: limit, customer_id: customer.id, findeks_pending: pending, result };
  }

  return {
    /** Step 1: limits, user upsert, a new code stored as a hash, the SMS. */
    async register(input: RegisterInput, ip: string, log: FastifyBaseLogger): Promise<RegisterOutcome> {
      const now = runtime.now();
      const code = generateCode();
      const reserved = await repository.reserveCode({
        ...input,
        ip,
        codeHash: hashCode(config.otpSecret, input.phone, code),
        now,
        ttlMs: config.codeTtlMs,
        maxPerPhonePerDay: config.maxCodesPerPhonePerDay,
        maxPerIpPerHour: config.maxCodesPerIpPerHour,
      });
      if (reserved.kind === 'phone_limit') throw new ApiError(429, m.phoneDailyLimit);
      if (reserved.kind === 'ip_limit') throw new ApiError(429, m.ipHourlyLimit);

      try {
        const sent = await runtime.sms.send(input.phone, codeMessage(config.brandName, code, ttlMinutes));
        await repository.markSent(reserved.verificationId, input.phone, runtime.now(), sent.providerMessageId);
        return { ok: true };
      } catch (error) {
        await repository.markFailed(reserved.verificationId);
        const kind = error instanceof SmsSendError ? error.kind : 'unavailable';
        log.error(
          {
            provider: runtime.sms.name,
            kind,
            providerCode: error instanceof SmsSendError ? error.providerCode : undefined,
            phone: maskPhone(input.phone),
            err: error,
          },
          'verification SMS was not sent',
        );
        return kind === 'rejected' || kind === 'misconfigured'
          ? { ok: false, status: 502, message: m.smsFailed }
          : { ok: false, status: 503, message: m.smsUnavailable };
      }
    },

    /** Checks a code; a correct one proves the phone for config.verifiedWindowMs. */
    async verify(input: CodeInput): Promise<void> {
      const now = runtime.now();
      const user = await repository.findUserByPhone(input.phone);
      if (!user) throw new ApiError(404, m.userNotFound);
      const row = await repository.latestDeliveredCode(input.phone);
      if (!row) throw new ApiError(400, m.noActiveCode);
      const matches = sameHash(row.codeHash, hashCode(config.otpSecret, input.phone, input.code));

      const wrong = async () => {
        const counted = await repository.countWrongAttempt(row.id, config.maxWrongAttempts);
        throw new ApiError(400, counted?.status === 'dead' || !counted ? m.codeDead : m.wrongCode);
      };

      if (row.status === 'dead') throw new ApiError(400, m.codeDead);
      if (row.status === 'verified') {
        if (!matches) return wrong();
        if (row.verifiedUntil && row.verifiedUntil > now) return; // a repeated, correct verify
        throw new ApiError(400, m.codeExpired);
      }
      if (row.status !== 'sent') throw new ApiError(400, m.noActiveCode);
      if (row.expiresAt <= now) throw new ApiError(400, m.codeExpired);
      if (!matches) return wrong();
      const verified = await repository.markVerified(row.id, now, new Date(now.getTime() + config.verifiedWindowMs), config.maxWrongAttempts);
      if (verified) return;
      // Lost a race with a concurrent verify of the same code: accept if that one verified it.
      const again = await repository.latestDeliveredCode(input.phone);
      if (again?.id === row.id && again.status === 'verified') return;
      throw new ApiError(400, m.noActiveCode);
    },

    /** The full submit: proof of the phone, score, one customer per verification. */
    async submit(input: SubmitInput, ip: string): Promise<AddCustomerResponse> {
      const now = runtime.now();
      const proof = await findProof(input, now);
      if (!proof) throw new ApiError(403, m.notVerified);

      // The validated answers carry the scoring fields under the same names; an unknown score scores as null.
      const score = scoreCredit({ ...input, findeksScore: input.findeksUnknown ? null : input.findeksScore });
      const { customer } = await repository.createCustomerOnce(
        {
          userId: proof.userId,
          verificationId: proof.id,
          name: input.name,
          surname: input.surname,
          fullName: `${input.name} ${input.surname}`,
          phone: input.phone,
          tc: input.tc,
          birthDate: input.birthDate,
          gender: input.gender,
          city: input.city,
          location: input.city,
          age: input.age,
          sgkStatus: input.sgkStatus,
          legalFollowup: input.legalFollowup,
          lastCreditUsage: input.lastCreditUsage,
          currentAccountLimit: input.currentAccountLimit,
          monthlyCreditPayment: input.monthlyCreditPayment,
          last3MonthsCreditApplications: input.recentApplications,
          findeksScore: input.findeksScore,
          findeksFlag: input.findeksUnknown,
          findeksRequestDate: input.findeksUnknown ? now : null,
          findeksIndex: input.findeksIndex,
          homeIndex: input.homeIndex,
          infoIndex: input.infoIndex,
          calculatedCreditLimit: score.creditLimit,
          recommendedLimit: score.recommendedLimit,
          creditScorePoints: score.points,
          isVerified: true,
          isBlacklisted: false,
          callme: false,
          crmStage: 'aranacak',
          source: input.source,
          ip,
          kvkkIsVerified: true,
          remindingSmsSent: false,
          crmNote: '',
          assignedStaffId: null,
          createdAt: now,
          updatedAt: now,
        },
        {
          userId: proof.userId,
          verificationId: proof.id,
          phone: input.phone,
          ip,
          noticeVersion: KVKK_NOTICE_VERSION,
          consentedAt: now,
        },
      );
      return submitAnswer(customer);
    },

    /** Step 4 switch: marks (or unmarks) the lead of this verified phone for a call back. */
    async callMe(input: CallMeInput): Promise<AddCustomerResponse> {
      const now = runtime.now();
      const proof = await findProof(input, now);
      if (!proof) throw new ApiError(403, m.notVerified);
      const customer =
        (await repository.customerByVerification(proof.id)) ?? (await repository.latestCustomerOfPhone(input.phone));
      if (!customer) throw new ApiError(404, m.customerNotFound);
      await repository.setCallme(customer.id, input.callme, now);
      return { message: input.callme ? m.callmeOn : m.callmeOff, customer_id: customer.id, callme: input.callme };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
