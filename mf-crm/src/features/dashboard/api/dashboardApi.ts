import { baseApi } from '@kredi/kernel/api';
import {
  contactUpdateNote,
  crmMessages,
  type CallbackRequestItem,
  type ContactRequestItem,
  type CustomerCountResponse,
  type CustomerListResponse,
  type DashboardStats,
} from '@kredi/contracts/crm';
import { saveAsFile } from '../../../lib/download';
import { customerQuery, type CustomerListArgs } from '../../../lib/listState';

const crm = { auth: 'crm' } as const;

/** Dashboard calls: stats with the two panels, the customer list, the request updates, the CSV file. */
export const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['CrmStats', 'CrmCustomers'] }).injectEndpoints({
  endpoints: (build) => ({
    crmStats: build.query<DashboardStats, void>({ query: () => 'crm/dashboard/stats/', providesTags: ['CrmStats'], extraOptions: crm }),
    crmCustomers: build.query<CustomerListResponse, CustomerListArgs>({
      query: (args) => `crm/musteriler/${customerQuery(args)}`,
      providesTags: ['CrmCustomers'],
      extraOptions: crm,
    }),
    crmCustomerCount: build.query<CustomerCountResponse, Pick<CustomerListArgs, 'search' | 'durum' | 'hatirlatma' | 'atanan'>>({
      query: (args) => `crm/musteriler/sayi/${customerQuery(args)}`,
      providesTags: ['CrmCustomers'],
      extraOptions: crm,
    }),
    exportCustomersCsv: build.mutation<null, Pick<CustomerListArgs, 'search' | 'durum' | 'hatirlatma' | 'atanan'>>({
      query: (args) => ({ url: `crm/musteriler/csv/${customerQuery(args)}`, responseHandler: saveAsFile('musteriler.csv') }),
      extraOptions: crm,
    }),
    markCallbackContacted: build.mutation<{ talep: CallbackRequestItem }, number>({
      query: (id) => ({ url: `crm/geri-arama-talepleri/${id}/update/`, method: 'POST', body: { notes: crmMessages.callbackNote } }),
      invalidatesTags: ['CrmStats'],
      extraOptions: crm,
    }),
    updateContactRequest: build.mutation<{ talep: ContactRequestItem }, { id: number; is_read: boolean; is_replied: boolean }>({
      query: ({ id, ...state }) => ({
        url: `crm/iletisim-talepleri/${id}/update/`,
        method: 'POST',
        body: { ...state, notes: contactUpdateNote(state) },
      }),
      invalidatesTags: ['CrmStats'],
      extraOptions: crm,
    }),
  }),
});

export const {
  useCrmStatsQuery,
  useCrmCustomersQuery,
  useCrmCustomerCountQuery,
  useExportCustomersCsvMutation,
  useMarkCallbackContactedMutation,
  useUpdateContactRequestMutation,
} = dashboardApi;
