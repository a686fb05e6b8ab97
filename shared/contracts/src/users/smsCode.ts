/** The SMS verification code of the credit form: exactly 4 digits. */

export const SMS_CODE_LENGTH = 4;

/** What a code box keeps: digits only, at most 4. */
export function normalizeSmsCodeInput(raw: string): string {
  return String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, SMS_CODE_LENGTH);
}

export function isValidSmsCode(v: unknown): v is string {
  return typeof v === 'string' && /^\d{4}$/.test(v);
}

/**
 * Seconds before the code dialog offers 'Kodu tekrar gönder': long enough for a slow SMS to arrive, so nobody spends
 * the phone's daily codes (the API's limit) by impatience.
 */
export const SMS_RESEND_AFTER_SECONDS = 60;
