import { baseApi } from '@kredi/kernel/api';
import type { BoardResponse, CrmStage } from '@kredi/contracts/crm';
import { customerQuery, type CustomerListArgs } from '../../../lib/listState';

const crm = { auth: 'crm' } as const;

/**
 * The board's filters: the customer list's own (the API checks them with the list's query schema). A stage filter
 * (a saved view's `durum`) leaves that one column.
 */
export type BoardFilters = Pick<CustomerListArgs, 'search' | 'durum' | 'hatirlatma' | 'atanan'>;

/**
 * The pipeline board: the first page of every column with its count, then a column's next page. A saved follow-up
 * (lib/followUpApi) invalidates 'CrmCustomers', so the board reloads with the card in its new column.
 */
export const boardApi = baseApi.enhanceEndpoints({ addTagTypes: ['CrmCustomers'] }).injectEndpoints({
  endpoints: (build) => ({
    crmBoard: build.query<BoardResponse, BoardFilters>({
      query: ({ search, durum, hatirlatma, atanan }) => `crm/pano/${customerQuery({ search, durum, hatirlatma, atanan })}`,
      providesTags: ['CrmCustomers'],
      extraOptions: crm,
    }),
    crmBoardColumn: build.query<BoardResponse, BoardFilters & { durum: CrmStage; cursor: string }>({
      query: ({ search, durum, hatirlatma, atanan, cursor }) => `crm/pano/${customerQuery({ search, durum, hatirlatma, atanan, cursor })}`,
      extraOptions: crm,
    }),
  }),
});

export const { useCrmBoardQuery, useLazyCrmBoardColumnQuery } = boardApi;
