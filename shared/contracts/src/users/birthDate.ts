/**
 * Birth date rules of the credit form: typed as DD/MM/YYYY with the slashes
 * inserted for the user, a real calendar date, and an age of 18-100 by year difference.
 * The API receives the same date as 'YYYY-MM-DD'.
 */
import { daysInMonth } from '../common/calendar';

export interface BirthDateParts {
  day: number;
  month: number;
  year: number;
}

export const BIRTH_DATE_LENGTH = 10;
export const MIN_AGE = 18;
export const MAX_AGE = 100;

/** Types the slashes for the user: '0101' -> '01/01', '01011990' -> '01/01/1990' (max 10 characters). */
export function formatBirthDateInput(raw: string): string {
  const digits = String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

// The calendar itself is common; a birth date only adds its own years (an age of 18-100).
export { daysInMonth, isLeapYear } from '../common/calendar';

function checkedParts(day: number, month: number, year: number): BirthDateParts | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (day > daysInMonth(year, month)) return null;
  return { day, month, year };
}

/** 'DD/MM/YYYY' -> parts, or null when it is not a real calendar date. */
export function parseBirthDate(v: unknown): BirthDateParts | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (!m) return null;
  return checkedParts(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** 'YYYY-MM-DD' (what the API receives) -> parts, or null when it is not a real calendar date. */
export function parseIsoDate(v: unknown): BirthDateParts | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  return checkedParts(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** Age by year difference, as the spec counts it (the birthday within the year is not considered). */
export function ageOn(date: BirthDateParts | Date, today: Date): number {
  const year = date instanceof Date ? date.getFullYear() : date.year;
  return today.getFullYear() - year;
}

function ageInRange(parts: BirthDateParts | null, today: Date): boolean {
  if (!parts) return false;
  const age = ageOn(parts, today);
  return age >= MIN_AGE && age <= MAX_AGE;
}

/** 'DD/MM/YYYY', a real date, age 18-100 on `today`. */
export function isValidBirthDate(v: unknown, today: Date = new Date()): boolean {
  return ageInRange(parseBirthDate(v), today);
}

/** Same rule for the 'YYYY-MM-DD' form the API receives. */
export function isValidIsoBirthDate(v: unknown, today: Date = new Date()): boolean {
  return ageInRange(parseIsoDate(v), today);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD'; '' when the input is not a real date. */
export function toIsoDate(v: string): string {
  const p = parseBirthDate(v);
  return p ? `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}` : '';
}

export const BIRTH_DATE_INVALID_MESSAGE = 'Lütfen geçerli bir doğum tarihi giriniz (GG/AA/YYYY, 18-100 yaş).';
