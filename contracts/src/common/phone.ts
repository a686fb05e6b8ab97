/**
 * Mobile phone rules of the credit form (spec 5): ten digits without the leading 0,
 * starting with 5, not one repeated digit, and an operator prefix from the allowed list.
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

/** What the phone input keeps of what the user typed: digits only, at most 10. */
export function normalizePhoneInput(raw: string): string {
  return String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, PHONE_LENGTH);
}

/** True for a complete, plausible Turkish mobile number such as '5321234567'. */
export function isValidPhone(p: unknown): p is string {
  if (typeof p !== 'string') return false;
  if (!/^\d{10}$/.test(p)) return false;
  if (p.startsWith('0') || !p.startsWith('5')) return false;
  if (/^(\d)\1*$/.test(p)) return false;
  return PREFIX_SET.has(p.slice(0, 3));
}

/** Turkish message for an invalid phone (spec 8, call-me preconditions). */
export const PHONE_INVALID_MESSAGE = 'Lütfen geçerli bir telefon numarası giriniz.';
