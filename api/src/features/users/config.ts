import { loadSmsConfig, type SmsConfig } from '../../sms/config.js';

/** Settings of the users API, read from the environment (documented in docs/users-api.md). */
export interface UsersConfig {
  /** HMAC key of the stored code hashes (OTP_SECRET). */
  otpSecret: string;
  /** A code is accepted for this long after it was created (10 minutes). */
  codeTtlMs: number;
  /** Wrong tries after which a code is dead (5). */
  maxWrongAttempts: number;
  /** A verified code proves the phone for add-customer and call-me this long (OTP_VERIFIED_WINDOW_MINUTES, 120). */
  verifiedWindowMs: number;
  /** Codes per phone in 24 hours (OTP_MAX_PER_PHONE_24H, 5). */
  maxCodesPerPhonePerDay: number;
  /** Codes per client IP per hour (OTP_MAX_PER_IP_1H, 20). */
  maxCodesPerIpPerHour: number;
  /** Brand name at the start of the SMS (SMS_BRAND_NAME). */
  brandName: string;
  sms: SmsConfig;
  /** The dev outbox endpoint exists only outside production. */
  devOutboxEnabled: boolean;
}

type Env = Record<string, string | undefined>;

/** Used outside production only, so development and tests need no setup. Never use it in production. */
export const DEV_OTP_SECRET = 'dev-only-otp-secret-do-not-use-in-production';
export const MIN_OTP_SECRET_LENGTH = 32;

export function positiveInt(env: Env, key: string, fallback: number, max: number): number {
  const raw = env[key]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${key} must be an integer between 1 and ${max}, got "${raw}"`);
  return n;
}

/** OTP_SECRET, the HMAC key of every stored one-time code (credit form and staff sign-in); required in production. */
export function loadOtpSecret(env: Env, nodeEnv: string): string {
  const secret = env.OTP_SECRET?.trim();
  if (nodeEnv === 'production' && !secret) throw new Error('OTP_SECRET must be set in production (at least 32 random characters)');
  if (secret && secret.length < MIN_OTP_SECRET_LENGTH) {
    throw new Error(`OTP_SECRET must be at least ${MIN_OTP_SECRET_LENGTH} characters long`);
  }
  return secret || DEV_OTP_SECRET;
}

/** Throws (the server refuses to start) when production lacks OTP_SECRET or the SMS settings. */
export function loadUsersConfig(env: Env, nodeEnv: string): UsersConfig {
  const production = nodeEnv === 'production';
  return {
    otpSecret: loadOtpSecret(env, nodeEnv),
    codeTtlMs: 10 * 60_000,
    maxWrongAttempts: 5,
    verifiedWindowMs: positiveInt(env, 'OTP_VERIFIED_WINDOW_MINUTES', 120, 24 * 60) * 60_000,
    maxCodesPerPhonePerDay: positiveInt(env, 'OTP_MAX_PER_PHONE_24H', 5, 1000),
    maxCodesPerIpPerHour: positiveInt(env, 'OTP_MAX_PER_IP_1H', 20, 100_000),
    brandName: env.SMS_BRAND_NAME?.trim() || 'Kolay Kredi',
    sms: loadSmsConfig(env, nodeEnv),
    devOutboxEnabled: !production,
  };
}
