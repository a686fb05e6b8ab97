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

/** The columns that add up; the remaining debt does not. */
export const PAYMENT_PLAN_SUMMED_COLUMNS = ['taksit', 'anapara', 'faiz', 'kkdf', 'bsmv'] as const;
export type PaymentPlanSummedColumn = (typeof PAYMENT_PLAN_SUMMED_COLUMNS)[number];

/** The sums of the plan's money columns, added in whole kuruş so they are exact. */
export function paymentPlanTotals(rows: readonly PaymentPlanRow[]): Record<PaymentPlanSummedColumn, number> {
  const total = (column: PaymentPlanSummedColumn) => rows.reduce((sum, row) => sum + Math.round(row[column] * 100), 0) / 100;
  return { taksit: total('taksit'), anapara: total('anapara'), faiz: total('faiz'), kkdf: total('kkdf'), bsmv: total('bsmv') };
}

/** The plan's rows under a header, then a 'Toplam' row (remaining debt left empty there). */
export function paymentPlanCsv(rows: readonly PaymentPlanRow[]): string {
  const records = rows.map((row) => [
    String(row.ay),
    ...[...PAYMENT_PLAN_SUMMED_COLUMNS, 'kalan_borc' as const].map((column) => turkishDecimal(row[column])),
  ]);
  const sums = paymentPlanTotals(rows);
  const totals = ['Toplam', ...PAYMENT_PLAN_SUMMED_COLUMNS.map((column) => turkishDecimal(sums[column])), ''];
  return BOM + stringify([[...PAYMENT_PLAN_COLUMNS], ...records, totals], { delimiter: ';', record_delimiter: 'windows' });
}

/** 'odeme-plani-ihtiyac-100000-tl-36-ay.csv' */
export function paymentPlanFileName(loanTypeId: string | null, amount: number, months: number): string {
  return `odeme-plani-${loanTypeId ?? 'kredi'}-${Math.round(amount)}-tl-${months}-ay.csv`;
}
