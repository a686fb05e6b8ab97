import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CSV_OPTIONS, CUSTOMER_CSV_HEADER, customerCsvFileName, istanbulDate, neutralizeCsvCell, stageLabel } from '@kredi/contracts/crm';
import type { CrmCustomersRepository, CustomerExportRow, CustomerFilter } from './repository.js';

const BATCH = 1000;

const dateTimeTR = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

function record(row: CustomerExportRow): string[] {
  return [
    row.id,
    row.fullName,
    row.phone ? `0${row.phone}` : '',
    row.city,
    row.age,
    row.findeksScore,
    row.recommendedLimit,
    stageLabel(row.crmStage),
    row.nextContactAt ? dateTimeTR.format(row.nextContactAt) : '',
    dateTimeTR.format(row.createdAt),
  ].map(neutralizeCsvCell);
}

/** Every customer of the filter, newest first, read in keyset batches so memory stays flat at any size. */
async function* records(repository: CrmCustomersRepository, filter: CustomerFilter): AsyncGenerator<string[]> {
  yield [...CUSTOMER_CSV_HEADER];
  let beforeId: number | undefined;
  for (;;) {
    const { rows, hasMore } = await repository.page({ ...filter, beforeId, limit: BATCH });
    for (const row of rows) yield record(row);
    if (!hasMore || rows.length === 0) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}

/** The CSV as a stream (BOM, ';', CRLF, formula-neutralised cells: contracts/crm csv.ts). */
export function customerCsvStream(repository: CrmCustomersRepository, filter: CustomerFilter, now: Date) {
  return {
    fileName: customerCsvFileName(istanbulDate(now)),
    stream: Readable.from(records(repository, filter)).pipe(stringify({ ...CSV_OPTIONS })),
  };
}
