import { PHONE_INVALID_MESSAGE, parsePhone } from '../common/phone';

/**
 * Rules of the public contact form: name, e-mail, subject and message required, phone optional;
 * a phone that is given must be a valid mobile under the shared phone rule (docs/public-forms.md).
 */

export const CONTACT_REQUIRED_MESSAGE = 'Lütfen gerekli alanları doldurunuz.';
export const CONTACT_EMAIL_MESSAGE = 'Lütfen geçerli bir e-posta adresi giriniz.';
export const CONTACT_PHONE_MESSAGE = PHONE_INVALID_MESSAGE;

/** The optional phone: empty is fine, anything else must read as a mobile number. */
export function isAcceptableContactPhone(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && (value.trim() === '' || parsePhone(value) !== null));
}

/** Looks like name@domain.tld with no spaces (the form's only e-mail check). */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The Turkish message for an invalid contact request, or null when it may be sent. Values are trimmed first. */
export function contactRequestError(body: Partial<Record<(typeof REQUIRED_FIELDS)[number] | 'phone', unknown>>): string | null {
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!REQUIRED_FIELDS.every((field) => filled(body[field]))) return CONTACT_REQUIRED_MESSAGE;
  if (!isValidEmail(String(body.email).trim())) return CONTACT_EMAIL_MESSAGE;
  if (!isAcceptableContactPhone(body.phone)) return CONTACT_PHONE_MESSAGE;
  return null;
}
