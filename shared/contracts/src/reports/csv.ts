import { stringify } from 'csv-stringify/sync';

/*
 * Every report table as a CSV file Turkish Excel opens cleanly, like the payment plan (calculator/paymentPlanCsv.ts):
 * UTF-8 with a BOM, ';' between fields, CRLF; numbers with a decimal comma and no thousands separator.
 */

const BOM = '\uFEFF';

export type CsvCell = string | number | null;

const cell = (value: CsvCell) => (value === null ? '' : typeof value === 'number' ? String(value).replace('.', ',') : value);

export function reportCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + stringify([[...header], ...rows.map((row) => row.map(cell))], { delimiter: ';', record_delimiter: 'windows' });
}

/** 'rapor-huni-2026-01-01-2026-01-31.csv' */
export function reportFileName(table: string, from: string, to: string): string {
  return `rapor-${table}-${from}-${to}.csv`;
}
