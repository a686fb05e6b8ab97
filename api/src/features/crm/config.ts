import { loadSmsConfig, type SmsConfig } from '../../sms/config.js';
import { loadOtpSecret, positiveInt } from '../users/public.js';

/** Settings of the staff CRM, read from the environment (documented in docs/crm.md). */
export interface CrmConfig {
  /** HMAC key of the stored codes (OTP_SECRET, shared with the users API). */
  otpSecret: string;
  /** A sign-in code is accepted for 10 minutes. */
  codeTtlMs: number;
  /** Wrong tries after which a code is dead (5). */
  maxWrongAttempts: number;
  /**
   * Unused codes one phone may get within one code lifetime, 10 minutes (CRM_CODE_MAX_PER_PHONE_10M, 3). While the
   * limit holds, those codes are live on the owner's phone, so it never denies the owner a sign-in (docs/crm.md).
   */
  maxCodesPerPhonePerTtl: number;
  /** Unused codes one client IP may ask for in an hour (CRM_CODE_MAX_PER_IP_1H, 20). */
  maxCodesPerIpPerHour: number;
  /** The window of the verify-code limits below (15 minutes). */
  verifyWindowMs: number;
  /** Wrong codes for one phone from one IP in the window, since that pair's last sign-in (CRM_VERIFY_MAX_PER_PHONE_IP_15M, 10). */
  maxWrongPerPhoneAndIp: number;
  /** Wrong codes from one IP in the window, whatever the phone (CRM_VERIFY_MAX_PER_IP_15M, 20). */
  maxWrongPerIp: number;
  /**
   * Wrong codes for one phone within one code lifetime from clients that asked for none of its live codes
   * (CRM_VERIFY_MAX_FOREIGN_PER_PHONE_10M, 30): bounds guessing spread over many IPs. Past it those clients are
   * refused; the owner's device, which asked for its code, is not.
   */
  maxForeignWrongPerPhone: number;
  /** A session unused this long ends (CRM_SESSION_IDLE_MINUTES, 120). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however busy (CRM_SESSION_MAX_HOURS, 10). */
  sessionMaxMs: number;
  brandName: string;
  sms: SmsConfig;
  /**
   * Demo mode: demo staff accounts and leads are seeded and GET /api/crm/auth/demo-hint/ tells the sign-in page
   * which number to use. Only in demo mode (APP_MODE=demo, the one switch), with the console SMS provider (the code
   * lands in the dev outbox, never on a real phone).
   */
  demoMode: boolean;
}

type Env = Record<string, string | undefined>;

/** A staff session unused this long ends (CRM_SESSION_IDLE_MINUTES, 120): the staff guard's rule for every session. */
export function loadSessionIdleMs(env: Env): number {
  return positiveInt(env, 'CRM_SESSION_IDLE_MINUTES', 120, 24 * 60) * 60_000;
}

export function loadCrmConfig(env: Env, demoMode: boolean, crmDemoMode: boolean): CrmConfig {
  const sms = loadSmsConfig(env, demoMode);
  return {
    otpSecret: loadOtpSecret(env, demoMode),
    codeTtlMs: 10 * 60_000,
    maxWrongAttempts: 5,
    maxCodesPerPhonePerTtl: positiveInt(env, 'CRM_CODE_MAX_PER_PHONE_10M', 3, 100),
    maxCodesPerIpPerHour: positiveInt(env, 'CRM_CODE_MAX_PER_IP_1H', 20, 100_000),
    verifyWindowMs: 15 * 60_000,
    maxWrongPerPhoneAndIp: positiveInt(env, 'CRM_VERIFY_MAX_PER_PHONE_IP_15M', 10, 1000),
    maxWrongPerIp: positiveInt(env, 'CRM_VERIFY_MAX_PER_IP_15M', 20, 100_000),
    maxForeignWrongPerPhone: positiveInt(env, 'CRM_VERIFY_MAX_FOREIGN_PER_PHONE_10M', 30, 100_000),
    sessionIdleMs: loadSessionIdleMs(env),
    sessionMaxMs: positiveInt(env, 'CRM_SESSION_MAX_HOURS', 10, 24 * 30) * 60 * 60_000,
    brandName: env.SMS_BRAND_NAME?.trim() || 'Kolay Kredi',
    sms,
    demoMode: demoMode && crmDemoMode && sms.provider === 'console',
  };
}
