import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  crmMessages as m,
  CUSTOMER_COUNT_CAP,
  CUSTOMER_PAGE_SIZE,
  CustomerCountQuery,
  CustomerCountResponse,
  CustomerDetail,
  CustomerListQuery,
  CustomerListResponse,
  IdParams,
  isOwnerFilter,
  isReminderFilter,
  nextContactCursor,
  parseCustomerSearch,
  parseNextContactCursor,
  reminderRange,
} from '@kredi/contracts/crm';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../../http/errors.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import { customerCsvStream, ownerNamesFrom } from './csvExport.js';
import type { CrmCustomersRepository, CustomerExportRow, CustomerFilter } from './repository.js';
import { toDetail, toListItem } from './view.js';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { staffOf } from '../auth/requireStaff.js';
import type { FirstResponseList } from '../firstResponse/list.js';

export interface CustomerRoutesOptions {
  repository: CrmCustomersRepository;
  runtime: CrmRuntime;
  /** The first-response clock of each row and the 'ilk_yanit' order. */
  clocks: FirstResponseList;
}

const ExportQuery = Type.Pick(CustomerListQuery, ['search', 'durum', 'hatirlatma', 'atanan']);

interface FilterQuery {
  search?: string | undefined;
  durum?: string | undefined;
  hatirlatma?: string | undefined;
  atanan?: string | undefined;
}

/** The list's filters; 'atanan=bana' is the signed-in staff member's own customers. */
export function filterOf(query: FilterQuery, now: Date, staffId: number): CustomerFilter {
  const owner = isOwnerFilter(query.atanan) ? (query.atanan === 'bana' ? staffId : null) : undefined;
  return {
    ...parseCustomerSearch(query.search),
    stage: query.durum ? (query.durum as CustomerFilter['stage']) : undefined,
    nextContact: isReminderFilter(query.hatirlatma) ? reminderRange(query.hatirlatma, now) : undefined,
    owner,
  };
}

function nextContactAfter(cursor: string | undefined) {
  if (cursor === undefined || cursor === '') return undefined;
  const parsed = parseNextContactCursor(cursor);
  if (!parsed) throw new ApiError(400, m.invalidCursor, { cursor: m.invalidCursor });
  return parsed;
}

/** What the list and the board page by: the filter, the sort (`sira`), the cursor of the page before and the size. */
export interface SortedPageInput {
  filter: CustomerFilter;
  sira: string | undefined;
  cursor: string | undefined;
  limit: number;
}

/**
 * One page in the list's sort, with the next page's cursor: newest first by id (the default), by next contact
 * ('<epoch ms>.<id>' of (next_contact_at, id); only planned customers) or by the first-response clock (the same
 * cursor shape of (due_at, id); only leads waiting for it). The board pages each column with it.
 */
export async function sortedPage(
  { repository, clocks }: Pick<CustomerRoutesOptions, 'repository' | 'clocks'>,
  { filter, sira, cursor, limit }: SortedPageInput,
): Promise<{ rows: CustomerExportRow[]; nextCursor: string | null }> {
  if (sira === 'sonraki_iletisim') {
    const { rows, hasMore } = await repository.pageByNextContact({ ...filter, after: nextContactAfter(cursor), limit });
    const last = rows[rows.length - 1];
    return { rows, nextCursor: hasMore && last?.nextContactAt ? nextContactCursor(last.nextContactAt, last.id) : null };
  }
  if (sira === 'ilk_yanit') {
    const { rows, hasMore } = await clocks.page({ ...filter, after: nextContactAfter(cursor), limit });
    const last = rows[rows.length - 1];
    return { rows, nextCursor: hasMore && last ? nextContactCursor(last.dueAt, last.id) : null };
  }
  const { rows, hasMore } = await repository.page({ ...filter, beforeId: beforeIdOf(cursor), limit });
  const last = rows[rows.length - 1];
  return { rows, nextCursor: hasMore && last ? String(last.id) : null };
}

/** The cursor is the id of the last row shown; anything else is refused in Turkish. */
export function beforeIdOf(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^[1-9]\d{0,9}$/.test(cursor)) throw new ApiError(400, m.invalidCursor, { cursor: m.invalidCursor });
  return Number(cursor);
}

/** /api/crm/musteriler/...: the paged, searchable list, its CSV export and one customer's file. */
export const customerRoutes: FastifyPluginAsyncTypebox<CustomerRoutesOptions> = async (app, { repository, runtime, clocks }) => {
  app.get(
    '/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Müşteri listesi: arama (ad, telefon, şehir; Türkçe harf duyarsız), durum filtresi, sayfalama',
        querystring: CustomerListQuery,
        response: { 200: CustomerListResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? CUSTOMER_PAGE_SIZE;
      const filter = filterOf(request.query, runtime.now(), staffOf(request).id);
      const { sira, cursor } = request.query;
      const { rows, nextCursor } = await sortedPage({ repository, clocks }, { filter, sira, cursor, limit });
      return { results: await clocks.withClocks(rows.map(toListItem)), next_cursor: nextCursor };
    },
  );

  app.get(
    '/sayi/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Listenin arama ve filtresine uyan müşteri sayısı (10.000’e kadar sayılır)',
        querystring: CustomerCountQuery,
        response: { 200: CustomerCountResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const { total, exact } = await repository.count(filterOf(request.query, runtime.now(), staffOf(request).id), CUSTOMER_COUNT_CAP);
      return { toplam: total, toplam_kesin: exact };
    },
  );

  app.get(
    '/csv/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Filtrelenmiş müşteri listesinin CSV dosyası (Türkçe Excel: UTF-8 BOM, noktalı virgül)',
        querystring: ExportQuery,
        response: { 200: Type.String({ description: 'text/csv' }), ...guardedErrors },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = customerCsvStream(
        repository,
        filterOf(request.query, runtime.now(), staffOf(request).id),
        runtime.now(),
        ownerNamesFrom(app.db),
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as is (no serializer); the schema's 200 only documents the body for the API docs.
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    '/:id/',
    {
      config: { roles: CRM_ROLES },
      schema: { tags: [TAG], summary: 'Müşteri dosyası', params: IdParams, response: { 200: CustomerDetail, ...guardedErrors } },
    },
    async (request) => {
      const found = await repository.detail(request.params.id);
      if (!found) throw new ApiError(404, m.customerNotFound);
      const [detail] = await clocks.withClocks([toDetail(found.row, found.assignedStaffName)]);
      return detail!;
    },
  );
};
