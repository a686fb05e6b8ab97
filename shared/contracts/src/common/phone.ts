/**
 * Mobile phone rules of every phone field (credit form, footer callback, contact, CRM login; docs/public-forms.md):
 * ten digits without the leading 0, starting with 5, not one repeated digit, and an operator prefix from the allowed list.
 */

function range(from: number, to: number): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n += 1) out.push(String(n));
  return out;
}

/** Operator prefixes accepted by the form: 501, 505-509, every prefix 530-555, and 559. */
export const ALLOWED_PHONE_PREFIXES: readonly string[] = Object.freeze(['501', ...range(505, 509), ...range(530, 555), '559']);

const PREFIX_SET: ReadonlySet<string> = new Set(ALLOWED_PHONE_PREFIXES);

/** Number of digits of a phone number as the form holds it (shown with +90 in front). */
export const PHONE_LENGTH = 10;

/**
 * The national digits of a phone number as people write it: non-digits dropped, then the country code
 * (+90, 0090, 90) and the trunk 0 in front removed. A Turkish mobile starts with 5, so a leading '90' can only be
 * the country code.
 */
function nationalDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  return digits.startsWith('90') ? digits.slice(2).replace(/^0+/, '') : digits;
}

/**
 * What a phone input keeps of what was typed or pasted: '0532 123 45 67', '+90 532 123 45 67',
 * '0 (532) 123 45 67' and '5321234567' all become '5321234567'. At most 10 digits, so it can run on every keystroke.
 */
export function normalizePhoneInput(raw: string): string {
  return nationalDigits(String(raw ?? '')).slice(0, PHONE_LENGTH);
}

/** Characters a written phone number may hold besides digits: spaces, '+', brackets, dashes, dots and slashes. */
const PHONE_WRITING = /^[\d\s+().\-/]*$/;

/**
 * The ten digits of a complete, valid mobile number written in any usual form, or null. Stricter than
 * `normalizePhoneInput`: letters, symbols or a digit too many are refused rather than dropped, so nothing
 * is guessed when a form is sent.
 */
export function parsePhone(raw: unknown): string | null {
  if (typeof raw !== 'string' || !PHONE_WRITING.test(raw)) return null;
  const digits = nationalDigits(raw);
  return isValidPhone(digits) ? digits : null;
}

/** True for a complete, plausible Turkish mobile number such as '5321234567'. */
export function isValidPhone(p: unknown): p is string {
  if (typeof p !== 'string') return false;
  if (!/^\d{10}$/.test(p)) return false;
  if (p.startsWith('0') || !p.startsWith('5')) return false;
  if (/^(\d)\1*$/.test(p)) return false;
  return PREFIX_SET.has(p.slice(0, 3));
}

/** Turkish message for an invalid phone (also a call-me precondition). */
export const PHONE_INVALID_MESSAGE = 'Lütfen geçerli bir telefon numarası giriniz.';
