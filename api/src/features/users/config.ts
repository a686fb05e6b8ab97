import { loadSmsConfig, type SmsConfig } from '../../sms/config.js';

/** Settings of the users API, read from the environment (documented in docs/users-api.md). */
export interface UsersConfig {
  /** HMAC key of the stored code hashes (OTP_SECRET). */
  otpSecret: string;
  /** A code is accepted for this long after it was created (10 minutes). */
  codeTtlMs: number;
  /** Wrong tries after which a code is dead (5). */
  maxWrongAttempts: number;
  /** The proof a verified code is exchanged for is accepted by add-customer and call-me this long (OTP_VERIFIED_WINDOW_MINUTES, 60). */
  verifiedWindowMs: number;
  /** Codes per phone in 24 hours (OTP_MAX_PER_PHONE_24H, 5). */
  maxCodesPerPhonePerDay: number;
  /** Codes per client IP per hour (OTP_MAX_PER_IP_1H, 20). */
  maxCodesPerIpPerHour: number;
  /** Brand name at the start of the SMS (SMS_BRAND_NAME). */
  brandName: string;
  sms: SmsConfig;
  /** The dev outbox endpoint exists only in demo mode. */
  devOutboxEnabled: boolean;
}

type Env = Record<string, string | undefined>;

/** Used in demo mode only, so `npm start` and tests need no setup. Refused in any other mode. */
export const DEV_OTP_SECRET = 'dev-only-otp-secret-do-not-use-in-production';
export const MIN_OTP_SECRET_LENGTH = 32;

export function positiveInt(env: Env, key: string, fallback: number, max: number): number {
  const raw = env[key]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${key} must be an integer between 1 and ${max}, got "${raw}"`);
  return n;
}

/** OTP_SECRET, the HMAC key of every stored one-time code (credit form and staff sign-in). Outside demo mode it
 * must be a real random value: the start-up refuses the development key or none. */
export function loadOtpSecret(env: Env, demoMode: boolean): string {
  const secret = env.OTP_SECRET?.trim();
  if (!demoMode && (!secret || secret === DEV_OTP_SECRET)) {
    throw new Error('OTP_SECRET must be set to a random value of at least 32 characters (only APP_MODE=demo runs without it)');
  }
  if (secret && secret.length < MIN_OTP_SECRET_LENGTH) {
    throw new Error(`OTP_SECRET must be at least ${MIN_OTP_SECRET_LENGTH} characters long`);
  }
  return secret || DEV_OTP_SECRET;
}

/** Throws (the server refuses to start) when a non-demo start lacks a real OTP_SECRET or the SMS settings. */
export function loadUsersConfig(env: Env, demoMode: boolean): UsersConfig {
  return {
    otpSecret: loadOtpSecret(env, demoMode),
    codeTtlMs: 10 * 60_000,
    maxWrongAttempts: 5,
    verifiedWindowMs: positiveInt(env, 'OTP_VERIFIED_WINDOW_MINUTES', 60, 24 * 60) * 60_000,
    maxCodesPerPhonePerDay: positiveInt(env, 'OTP_MAX_PER_PHONE_24H', 5, 1000),
    maxCodesPerIpPerHour: positiveInt(env, 'OTP_MAX_PER_IP_1H', 20, 100_000),
    brandName: env.SMS_BRAND_NAME?.trim() || 'Kolay Kredi',
    sms: loadSmsConfig(env, demoMode),
    devOutboxEnabled: demoMode,
  };
}
