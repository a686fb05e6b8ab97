import { baseApi } from '@kredi/kernel/api';
import type { BoardResponse, CrmStage } from '@kredi/contracts/crm';
import { customerQuery, type CustomerListArgs } from '../../../lib/listState';

const crm = { auth: 'crm' } as const;

/**
 * The board's filters and sort: the customer list's own (the API checks them with the list's query schema). A stage
 * filter (a saved view's `durum`) leaves that one column; the sort orders every column.
 */
export type BoardFilters = Pick<CustomerListArgs, 'search' | 'durum' | 'hatirlatma' | 'atanan' | 'sira'>;

/**
 * The pipeline board: the first page of every column with its count, then a column's next page. A saved follow-up
 * (lib/followUpApi) invalidates 'CrmCustomers', so the board reloads with the card in its new column.
 */
export const boardApi = baseApi.enhanceEndpoints({ addTagTypes: ['CrmCustomers'] }).injectEndpoints({
  endpoints: (build) => ({
    crmBoard: build.query<BoardResponse, BoardFilters>({
      query: (filters) => `crm/pano/${customerQuery(filters)}`,
      providesTags: ['CrmCustomers'],
      extraOptions: crm,
    }),
    crmBoardColumn: build.query<BoardResponse, BoardFilters & { durum: CrmStage; cursor: string }>({
      query: (column) => `crm/pano/${customerQuery(column)}`,
      extraOptions: crm,
    }),
  }),
});

export const { useCrmBoardQuery, useLazyCrmBoardColumnQuery } = boardApi;
