import { formatMoney2 } from '@kredi/kernel';

/** Money as the page shows it (docs/calculator.md): two decimals, Turkish format, 'TL'. */
export function money(value: number): string {
  return `${formatMoney2(value)} TL`;
}

/** A rate in percent: 3.99 -> '%3,99' (Turkish puts the sign first). */
export function percent(value: number): string {
  return `%${formatMoney2(value)}`;
}
