/**
 * Name rules of the credit form (ad, soyad, adSoyad): trimmed, inner spaces collapsed,
 * 2-50 characters, letters (Turkish and other alphabets), spaces, hyphen and apostrophe,
 * beginning and ending with a letter, and no blocked word (see profanity.ts).
 */
import { containsProfanity, type NameField } from './profanity';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
/** adSoyad holds a first name and a last name. */
export const FULL_NAME_MAX_LENGTH = 101;

const NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M}]|[ '’-](?=\p{L}))*\p{M}*$/u;

/** Trims and collapses runs of whitespace to one space. */
export function normalizeName(raw: string): string {
  return String(raw ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function wellFormed(value: string, max: number): boolean {
  const letters = value.replace(/[^\p{L}]/gu, '').length;
  return value.length <= max && letters >= NAME_MIN_LENGTH && NAME_PATTERN.test(value);
}

/** A first name or a last name (after normalizeName): 2-50 characters, letters and separators, no blocked word. */
export function isValidName(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const value = normalizeName(v);
  return wellFormed(value, NAME_MAX_LENGTH) && !containsProfanity(value);
}

/** Splits 'Ad Soyad' at the last space (docs/users-api.md): 'Ayşe Nur Yılmaz' -> { name: 'Ayşe Nur', surname: 'Yılmaz' }. */
export function splitFullName(full: string): { name: string; surname: string } {
  const value = normalizeName(full);
  const at = value.lastIndexOf(' ');
  if (at < 0) return { name: value, surname: '' };
  return { name: value.slice(0, at), surname: value.slice(at + 1) };
}

/** adSoyad: at least a first and a last name, each a valid name. */
export function isValidFullName(v: unknown): v is string {
  if (typeof v !== 'string' || v.length > FULL_NAME_MAX_LENGTH) return false;
  const { name, surname } = splitFullName(v);
  return isValidName(name) && isValidName(surname);
}

const REQUIRED: Record<NameField, string> = {
  ad: 'Lütfen adınızı giriniz.',
  soyad: 'Lütfen soyadınızı giriniz.',
  adSoyad: 'Lütfen adınızı ve soyadınızı giriniz.',
};
const INVALID: Record<NameField, string> = {
  ad: 'Lütfen geçerli bir ad giriniz.',
  soyad: 'Lütfen geçerli bir soyad giriniz.',
  adSoyad: 'Lütfen geçerli bir ad soyad giriniz.',
};

/** Turkish message for an empty field. */
export function nameRequiredMessage(field: NameField): string {
  return REQUIRED[field];
}

/** Turkish message for a malformed name (letters, 2-50 characters). */
export function nameInvalidMessage(field: NameField): string {
  return INVALID[field];
}
