/** Rules of the public contact form (spec 5 and 8): name, e-mail, subject and message required, phone optional. */

export const CONTACT_REQUIRED_MESSAGE = 'Lütfen gerekli alanları doldurunuz.';
export const CONTACT_EMAIL_MESSAGE = 'Lütfen geçerli bir e-posta adresi giriniz.';

/** Looks like name@domain.tld with no spaces (the form's only e-mail check). */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

const REQUIRED_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The Turkish message for an invalid contact request, or null when it may be sent. Values are trimmed first. */
export function contactRequestError(body: Partial<Record<(typeof REQUIRED_FIELDS)[number], unknown>>): string | null {
  const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!REQUIRED_FIELDS.every((field) => filled(body[field]))) return CONTACT_REQUIRED_MESSAGE;
  if (!isValidEmail(String(body.email).trim())) return CONTACT_EMAIL_MESSAGE;
  return null;
}
