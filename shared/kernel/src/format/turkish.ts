/** Turkish-locale formatters used across the product: Turkish dates and lira. */

// Written out instead of asked of Intl: a page's first Intl formatter initialises the browser's ICU, one task of
// 170–375 ms at the page bench's 4x CPU (bench/README.md, fifteenth session), and every page that shows a date or an
// amount formats one while it hydrates. The output is Intl's for 'tr-TR' (turkish.test.ts compares the two over
// random values); what these rules do not cover (NaN, ±∞, 1e21 and more, dates before Istanbul's fixed offset) is
// still asked of Intl, built at its first use.
import { ISTANBUL_TIME_ZONE as ISTANBUL, istanbulWallTime } from '@kredi/contracts/common';
import { roundHalfExpand } from './roundHalfExpand';

const MONTHS_TR = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

const intlFallbacks = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function intl<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = intlFallbacks.get(key) as T | undefined;
  if (!formatter) intlFallbacks.set(key, (formatter = build()));
  return formatter;
}

/** '1234567' -> '1.234.567' */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Intl's sign rule: a minus for any negative value, -0 included ('-0' as Intl writes it). */
const negative = (value: number) => value < 0 || Object.is(value, -0);

/** value with exactly `fractionDigits` decimals, Turkish separators, no sign; null where Intl must answer. */
function turkishDigits(value: number, fractionDigits: number): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return null;
  const { integer, fraction } = roundHalfExpand(Math.abs(value), fractionDigits);
  return groupThousands(integer) + (fraction ? `,${fraction}` : '');
}

/** 1234567 -> '1.234.567' */
export function formatNumberTR(value: number): string {
  const digits = turkishDigits(value, 0);
  if (digits === null) return intl('number', () => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 })).format(value);
  return (negative(value) ? '-' : '') + digits;
}

/** 1234.5 -> '1.234,50' */
export function formatMoney2(value: number): string {
  const digits = turkishDigits(value, 2);
  if (digits === null)
    return intl('money2', () => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(value);
  return (negative(value) ? '-' : '') + digits;
}

/** 150000 -> '₺150.000' (lira without decimals, as the CRM shows money) */
export function formatLira(value: number): string {
  const digits = turkishDigits(value, 0);
  if (digits === null)
    return intl(
      'lira',
      () => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
    ).format(value);
  return `${negative(value) ? '-' : ''}₺${digits}`;
}

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '2025-04-04T10:00:00Z' -> '4 Nisan 2025'; '' when the date cannot be read. */
export function formatDateLong(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  const parts = istanbulWallTime(d);
  if (!parts)
    return intl(
      'dateLong',
      () => new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ISTANBUL }),
    ).format(d);
  return `${parts.day} ${MONTHS_TR[parts.month - 1]} ${parts.year}`;
}

/** '2025-04-04T10:00:00Z' -> '04.04.2025 13:00'; '' when the date cannot be read. */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  const parts = istanbulWallTime(d);
  if (!parts)
    return intl(
      'dateTime',
      () =>
        new Intl.DateTimeFormat('tr-TR', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: ISTANBUL,
        }),
    )
      .format(d)
      .replace(',', '');
  return `${pad2(parts.day)}.${pad2(parts.month)}.${parts.year} ${pad2(parts.hour)}:${pad2(parts.minute)}`;
}

/** Turkish-aware lower case ('İ' -> 'i', 'I' -> 'ı'). */
export function lowerTR(value: string): string {
  return value.toLocaleLowerCase('tr-TR');
}
