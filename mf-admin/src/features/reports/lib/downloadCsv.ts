import { reportCsv, reportFileName, type CsvCell } from '@kredi/contracts/reports';

/** Saves a report table as CSV (Turkish Excel's format, contracts/reports/csv.ts) through a temporary link. */
export function downloadCsv(
  table: string,
  range: { from: string; to: string },
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  const url = URL.createObjectURL(new Blob([reportCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(table, range.from, range.to);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
