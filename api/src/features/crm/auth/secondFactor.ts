import { crmSecondFactorMessages as m } from '@kredi/contracts/crm';
import type { StaffRole } from '@kredi/contracts/staff';
import type { StaffRow } from '../../../db/schema/index.js';
import { createSecondFactor } from '../../../staff/secondFactor/service.js';
import type { SecondFactorRepository } from '../../../staff/secondFactor/repository.js';
import type { TotpSealer } from '../../../staff/secondFactor/totp.js';
import type { CrmConfig } from '../config.js';
import type { CrmRuntime } from '../runtime.js';
import type { CrmAuthRepository } from './repository.js';

/** A CRM account signs in with its phone, so only one with a phone has this sign-in's second factor. */
export type CrmAccount = StaffRow & { phone: string };

/**
 * Whether an account must have a second factor before its CRM sign-in opens a session: an admin outside demo mode
 * (as in the admin area, or the SMS code alone would open what the admin's password and TOTP guard). A 'yönetici'
 * may set one up in the CRM's security screen, and once set up it is always asked for (docs/crm.md 'Second factor').
 */
export const secondFactorRequired = (role: StaffRole, demoMode: boolean): boolean => role === 'admin' && !demoMode;

/**
 * The CRM sign-in's second factor (the staff one, api/src/staff/secondFactor): its tries count as verify-code tries
 * of the phone from the client's IP, under the SMS code's per-phone-and-IP and per-IP limits. The client holds the
 * step the phone's code opened, so strangers' guesses on the phone never hold it back.
 */
export function createCrmSecondFactor(deps: {
  repository: SecondFactorRepository;
  auth: CrmAuthRepository;
  sealer: TotpSealer;
  config: CrmConfig;
  runtime: CrmRuntime;
}) {
  const { auth, config, runtime } = deps;
  const accountOf = async (staffId: number): Promise<CrmAccount | undefined> => {
    const row = await auth.findStaffById(staffId);
    return row?.isActive && row.phone ? (row as CrmAccount) : undefined;
  };
  const core = createSecondFactor<CrmAccount>({
    repository: deps.repository,
    sealer: deps.sealer,
    now: () => runtime.now(),
    accountOf,
    labelOf: (account) => account.fullName,
    limiter: {
      async reserve(account, ip) {
        const limits = {
          now: runtime.now(),
          windowMs: config.verifyWindowMs,
          ttlMs: config.codeTtlMs,
          maxPerPhoneAndIp: config.maxWrongPerPhoneAndIp,
          maxPerIp: config.maxWrongPerIp,
          maxForeignPerPhone: config.maxForeignWrongPerPhone,
        };
        const reservation = await auth.reserveVerifyAttempt(account.phone, ip, limits, true);
        return reservation.kind === 'reserved' ? reservation.attemptId : undefined;
      },
      settle: (attemptId, outcome) => auth.settleVerifyAttempt(attemptId, outcome),
    },
    texts: { challengeExpired: m.challengeExpired, tooManyAttempts: m.tooManyAttempts },
  });
  return { ...core, accountOf };
}

export type CrmSecondFactor = ReturnType<typeof createCrmSecondFactor>;
