import { stringify } from 'csv-stringify/sync';
import type { PaymentPlanRow } from './wire';

/*
 * The payment plan as a file Turkish Excel opens cleanly: UTF-8 with a byte-order mark (or Excel guesses the code
 * page and breaks 'Borç'), ';' between fields (Excel's list separator in the Turkish locale, where ',' is the decimal
 * mark), decimals with a comma and no thousands separator (so every cell is read as a number), CRLF line ends.
 */

export const PAYMENT_PLAN_COLUMNS = ['Ay', 'Taksit', 'Anapara', 'Faiz', 'KKDF', 'BSMV', 'Kalan Borç'] as const;

/** 6189.3 -> '6189,30' */
export function turkishDecimal(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

const BOM = '\uFEFF';

const MONEY_COLUMNS = ['taksit', 'anapara', 'faiz', 'kkdf', 'bsmv'] as const;

/** Sum of a money column, added in whole kuruş so the total is exact. */
function columnTotal(rows: readonly PaymentPlanRow[], column: (typeof MONEY_COLUMNS)[number]): number {
  return rows.reduce((sum, row) => sum + Math.round(row[column] * 100), 0) / 100;
}

/** The plan's rows under a header, then a 'Toplam' row (remaining debt left empty there). */
export function paymentPlanCsv(rows: readonly PaymentPlanRow[]): string {
  const records = rows.map((row) => [String(row.ay), ...[...MONEY_COLUMNS, 'kalan_borc' as const].map((column) => turkishDecimal(row[column]))]);
  const totals = ['Toplam', ...MONEY_COLUMNS.map((column) => turkishDecimal(columnTotal(rows, column))), ''];
  return BOM + stringify([[...PAYMENT_PLAN_COLUMNS], ...records, totals], { delimiter: ';', record_delimiter: 'windows' });
}

/** 'odeme-plani-ihtiyac-100000-tl-36-ay.csv' */
export function paymentPlanFileName(loanTypeId: string | null, amount: number, months: number): string {
  return `odeme-plani-${loanTypeId ?? 'kredi'}-${Math.round(amount)}-tl-${months}-ay.csv`;
}
