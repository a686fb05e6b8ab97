import { baseApi } from '@kredi/kernel/api';
import type { BoardResponse, CrmStage } from '@kredi/contracts/crm';

const crm = { auth: 'crm' } as const;

/** The board's filters: the customer list's own (the API checks them with the list's query schema). */
export interface BoardFilters {
  search: string;
  hatirlatma: string;
  atanan: string;
}

function boardQuery(filters: BoardFilters, column?: { durum: CrmStage; cursor: string }): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.hatirlatma) params.set('hatirlatma', filters.hatirlatma);
  if (filters.atanan) params.set('atanan', filters.atanan);
  if (column) {
    params.set('durum', column.durum);
    params.set('cursor', column.cursor);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The pipeline board: the first page of every column with its count, then a column's next page. A saved follow-up
 * (lib/followUpApi) invalidates 'CrmCustomers', so the board reloads with the card in its new column.
 */
export const boardApi = baseApi.enhanceEndpoints({ addTagTypes: ['CrmCustomers'] }).injectEndpoints({
  endpoints: (build) => ({
    crmBoard: build.query<BoardResponse, BoardFilters>({
      query: (filters) => `crm/pano/${boardQuery(filters)}`,
      providesTags: ['CrmCustomers'],
      extraOptions: crm,
    }),
    crmBoardColumn: build.query<BoardResponse, BoardFilters & { durum: CrmStage; cursor: string }>({
      query: ({ durum, cursor, ...filters }) => `crm/pano/${boardQuery(filters, { durum, cursor })}`,
      extraOptions: crm,
    }),
  }),
});

export const { useCrmBoardQuery, useLazyCrmBoardColumnQuery } = boardApi;
