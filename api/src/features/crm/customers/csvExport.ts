import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import {
  ageLabel,
  CSV_OPTIONS,
  CUSTOMER_CSV_HEADER,
  customerCsvFileName,
  crmMessages,
  findeksLabel,
  istanbulDate,
  neutralizeCsvCell,
  stageLabel,
} from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { staff } from '../../../db/schema/index.js';
import type { CrmCustomersRepository, CustomerExportRow, CustomerFilter } from './repository.js';

const BATCH = 1000;

/** '02.03.2026 09:05': two digits each, as the CRM's screens write dates, so a column of dates lines up and sorts. */
const dateTimeTR = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** The owners' names of a batch (a handful of staff for a thousand rows). */
export type OwnerNames = (ids: number[]) => Promise<Map<number, string>>;

export function ownerNamesFrom(db: Database): OwnerNames {
  return async (ids) => {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: staff.id, fullName: staff.fullName }).from(staff).where(inArray(staff.id, ids));
    return new Map(rows.map((r) => [r.id, r.fullName]));
  };
}

/** A row as staff read it on screen: the age and Findeks bands' labels, not their codes. */
function record(row: CustomerExportRow, owners: Map<number, string>): string[] {
  return [
    row.id,
    row.fullName,
    row.phone ? `0${row.phone}` : '',
    row.city,
    ageLabel(row.age, row.birthDate),
    findeksLabel(row.findeksScore, row.findeksFlag),
    row.recommendedLimit,
    stageLabel(row.crmStage),
    row.assignedStaffId === null ? crmMessages.notAssigned : (owners.get(row.assignedStaffId) ?? crmMessages.notAssigned),
    row.nextContactAt ? dateTimeTR.format(row.nextContactAt) : '',
    dateTimeTR.format(row.createdAt),
  ].map(neutralizeCsvCell);
}

/** Every customer of the filter, newest first, read in keyset batches so memory stays flat at any size. */
async function* records(repository: CrmCustomersRepository, filter: CustomerFilter, ownerNames: OwnerNames): AsyncGenerator<string[]> {
  yield [...CUSTOMER_CSV_HEADER];
  let beforeId: number | undefined;
  for (;;) {
    const { rows, hasMore } = await repository.page({ ...filter, beforeId, limit: BATCH });
    const owners = await ownerNames([...new Set(rows.flatMap((r) => (r.assignedStaffId === null ? [] : [r.assignedStaffId])))]);
    for (const row of rows) yield record(row, owners);
    if (!hasMore || rows.length === 0) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}

/** The CSV as a stream (BOM, ';', CRLF, formula-neutralised cells: contracts/crm csv.ts). */
export function customerCsvStream(repository: CrmCustomersRepository, filter: CustomerFilter, now: Date, ownerNames: OwnerNames) {
  return {
    fileName: customerCsvFileName(istanbulDate(now)),
    stream: Readable.from(records(repository, filter, ownerNames)).pipe(stringify({ ...CSV_OPTIONS })),
  };
}
