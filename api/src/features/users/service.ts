import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/errors.js';
import { SmsSendError, maskPhone, type SmsProvider } from '../../sms/types.js';
import type { CustomerRow, PhoneVerificationRow } from '../../db/schema/index.js';
import type { UsersConfig } from './config.js';
import { KVKK_NOTICE_VERSION, limitSmsText, resultMessage, usersMessages as m, type AddCustomerResponse } from '@kredi/contracts/users';
import { LEAD_JOIN_WINDOW_MS } from '@kredi/contracts/crm';
import { codeMessage, generateCode, generateProof, hashCode, hashProof, sameHash } from './otp.js';
import type { UsersRepository } from './repository.js';
import { scoreCredit } from './scoring.js';

/** Compared against when a phone has no code, so that a stranger's number costs the same hash comparison. */
const NO_CODE_HASH = '0'.repeat(64);
import type { CallMeInput, CodeInput, ProofInput, RegisterInput, SubmitInput } from './validation.js';

/** What tests may swap at runtime: the clock and the SMS gateway. */
export interface UsersRuntime {
  now: () => Date;
  sms: SmsProvider;
}

export type RegisterOutcome = { ok: true } | { ok: false; status: 502 | 503; message: string };

export function createUsersService(deps: { repository: UsersRepository; config: UsersConfig; runtime: UsersRuntime }) {
  const { repository, config, runtime } = deps;
  const ttlMinutes = Math.round(config.codeTtlMs / 60_000);

  /**
   * The verification behind a proof of this phone, inside its window. A wrong proof changes nothing:
   * it cannot be guessed, so there is nothing to count and nothing a stranger could use up.
   */
  async function findProof(input: ProofInput, now: Date): Promise<PhoneVerificationRow | undefined> {
    if (input.proof === '') return undefined;
    return repository.findProof(input.phone, hashProof(input.proof), now);
  }

  /** The same answer whether the submission made a customer or joined one (no hint that the phone applied before). */
  function submitAnswer(customerId: number, pending: boolean, limit: number): AddCustomerResponse {
    const message = pending ? m.submittedFindeksPending : limit > 0 ? m.submitted : m.submittedNoLimit;
    const result = resultMessage({ findeksUnknown: pending, creditLimit: limit });
    return { message, credit_limit: limit, customer_id: customerId, findeks_pending: pending, result };
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

    /**
     * Exchanges a correct code, once, for a proof of the phone valid for config.verifiedWindowMs. Every refusal is
     * the same 400 with the same text after the same work (a hash comparison and one counting update), whether the
     * phone never asked for a code or its code is wrong, expired, dead ('verified' codes were exchanged already,
     * 'superseded' ones replaced by a newer code): no answer, and no timing, tells a stranger which numbers apply.
     */
    async verify(input: CodeInput): Promise<{ proof: string }> {
      const now = runtime.now();
      const row = await repository.latestDeliveredCode(input.phone);
      const live = row !== undefined && row.status === 'sent' && row.expiresAt > now;
      const matches = sameHash(row?.codeHash ?? NO_CODE_HASH, hashCode(config.otpSecret, input.phone, input.code));
      if (!live || !matches) {
        // Id 0 is never a row (identity columns start at 1): the update runs and changes nothing.
        await repository.countWrongAttempt(live ? row.id : 0, config.maxWrongAttempts);
        throw new ApiError(400, m.codeRejected);
      }
      const proof = generateProof();
      const verified = await repository.markVerified({
        id: row.id,
        now,
        verifiedUntil: new Date(now.getTime() + config.verifiedWindowMs),
        maxAttempts: config.maxWrongAttempts,
        proofHash: hashProof(proof),
      });
      // A concurrent verify of the same code got there first: that request holds the one proof.
      if (!verified) throw new ApiError(400, m.codeRejected);
      return { proof };
    },

    /**
     * The full submit: proof of the phone, score, one customer per verification; a phone with a customer of the last
     * 30 days joins it (docs/crm.md, 'Duplicate leads'). `lead` tells the route what to announce to the CRM screens.
     */
    async submit(
      input: SubmitInput,
      ip: string,
    ): Promise<{ answer: AddCustomerResponse; lead: { kind: 'created' | 'joined' | 'repeat'; customer: CustomerRow } }> {
      const now = runtime.now();
      const proof = await findProof(input, now);
      if (!proof) throw new ApiError(403, m.notVerified);

      // The validated answers carry the scoring fields under the same names; an unknown score scores as null.
      const score = scoreCredit({ ...input, findeksScore: input.findeksUnknown ? null : input.findeksScore });
      const { customer, kind, application } = await repository.createOrJoinCustomer(
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
        LEAD_JOIN_WINDOW_MS,
        { sms: input.marketingSms, call: input.marketingCall },
      );
      const answer = application
        ? submitAnswer(customer.id, application.findeksPending, application.creditLimit)
        : submitAnswer(customer.id, customer.findeksFlag, customer.calculatedCreditLimit);
      return { answer, lead: { kind, customer } };
    },

    /**
     * The SMS the result step promises with a limit: the figure, sent once per application (not for a retry of the
     * same one). A failure is logged with the masked number and never changes the answer the visitor already has.
     */
    async sendLimitSms(phone: string, answer: AddCustomerResponse, log: FastifyBaseLogger): Promise<void> {
      if (answer.result?.kind !== 'limit' || !answer.result.limitText) return;
      try {
        await runtime.sms.send(phone, limitSmsText(config.brandName, answer.result.limitText));
      } catch (error) {
        log.error(
          { provider: runtime.sms.name, kind: error instanceof SmsSendError ? error.kind : 'unavailable', phone: maskPhone(phone) },
          'credit limit SMS was not sent',
        );
      }
    },

    /** Step 4 switch: marks (or unmarks) the lead of this verified phone for a call back. */
    async callMe(input: CallMeInput): Promise<AddCustomerResponse> {
      const now = runtime.now();
      const proof = await findProof(input, now);
      if (!proof) throw new ApiError(403, m.notVerified);
      const customer = (await repository.customerByVerification(proof.id)) ?? (await repository.latestCustomerOfPhone(input.phone));
      if (!customer) throw new ApiError(404, m.customerNotFound);
      await repository.setCallme(customer.id, input.callme, now, { verificationId: proof.id, noticeVersion: KVKK_NOTICE_VERSION });
      return { message: input.callme ? m.callmeOn : m.callmeOff, customer_id: customer.id, callme: input.callme };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
