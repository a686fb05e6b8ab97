/**
 * Staff sign-in rules (docs/crm.md, 'Sign-in'): the phone is typed as 11 characters '05XXXXXXXXX', the code has
 * 6 digits, a new code can be asked for after 60 s, and the page redirects after 1 s (already signed in) or
 * 1.5 s (just signed in).
 */
import { isValidPhone } from '../common/phone';

export const STAFF_PHONE_LENGTH = 11;
export const STAFF_CODE_LENGTH = 6;
export const STAFF_RESEND_SECONDS = 60;
export const REDIRECT_WHEN_SIGNED_IN_MS = 1000;
export const REDIRECT_AFTER_SIGN_IN_MS = 1500;

/**
 * What the phone input keeps: digits only (the field took letters), at most 11. A pasted
 * '+90 532 123 45 67' becomes '05321234567'.
 */
export function normalizeStaffPhoneInput(raw: string): string {
  const digits = String(raw ?? '').replace(/\D/g, '');
  const national =
    /^\s*\+\s*90/.test(String(raw ?? '')) || (digits.startsWith('90') && digits.length > STAFF_PHONE_LENGTH)
      ? `0${digits.slice(2)}`
      : digits;
  return national.slice(0, STAFF_PHONE_LENGTH);
}

/** What the code input keeps: digits only, at most 6 (non-digits are stripped). */
export function normalizeStaffCodeInput(raw: string): string {
  return String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, STAFF_CODE_LENGTH);
}

/** The page's check: exactly 11 characters. */
export function hasStaffPhoneLength(phone: string): boolean {
  return String(phone ?? '').length === STAFF_PHONE_LENGTH;
}

/** The server's check: '0' followed by a valid 10-digit mobile number ('05321234567'). */
export function isValidStaffPhone(phone: unknown): phone is string {
  return typeof phone === 'string' && phone.length === STAFF_PHONE_LENGTH && phone.startsWith('0') && isValidPhone(phone.slice(1));
}

/** '05321234567' -> '5321234567': the form the SMS gateway and the dev outbox use. */
export function staffPhoneToMobile(phone: string): string {
  return phone.startsWith('0') ? phone.slice(1) : phone;
}

/** The page's check of the code: exactly 6 digits. */
export function isStaffCode(code: unknown): code is string {
  return typeof code === 'string' && new RegExp(`^\\d{${STAFF_CODE_LENGTH}}$`).test(code);
}
