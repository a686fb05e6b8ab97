/** Turkish-locale formatters used across the product (spec 1: Turkish dates and lira). */

// Each formatter is built at its first use, not when the kernel loads: a page's first Intl formatter loads the
// locale's data (about 25 ms on a phone, a single task), and most pages format nothing before they are interactive.
const ISTANBUL = 'Europe/Istanbul';
let numberTR: Intl.NumberFormat | undefined;
let moneyTR2: Intl.NumberFormat | undefined;
let lira0: Intl.NumberFormat | undefined;
let dateLong: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

/** 1234567 -> '1.234.567' */
export function formatNumberTR(value: number): string {
  return (numberTR ??= new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 })).format(value);
}

/** 1234.5 -> '1.234,50' */
export function formatMoney2(value: number): string {
  return (moneyTR2 ??= new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(value);
}

/** 150000 -> '₺150.000' (lira without decimals, as the CRM shows money) */
export function formatLira(value: number): string {
  return (lira0 ??= new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: 'TRY',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })).format(value);
}

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '2025-04-04T10:00:00Z' -> '4 Nisan 2025'; '' when the date cannot be read. */
export function formatDateLong(value: string | Date): string {
  const d = toDate(value);
  return d
    ? (dateLong ??= new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ISTANBUL })).format(d)
    : '';
}

/** '2025-04-04T10:00:00Z' -> '04.04.2025 13:00'; '' when the date cannot be read. */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  return d
    ? (dateTime ??= new Intl.DateTimeFormat('tr-TR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: ISTANBUL,
      }))
        .format(d)
        .replace(',', '')
    : '';
}

/** Turkish-aware lower case ('İ' -> 'i', 'I' -> 'ı'). */
export function lowerTR(value: string): string {
  return value.toLocaleLowerCase('tr-TR');
}
