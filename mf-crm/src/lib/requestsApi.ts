import { baseApi } from '@kredi/kernel/api';
import type {
  CallOutcome,
  CallOutcomeResponse,
  CustomerRequestsResponse,
  RequestToCustomerBody,
  RequestToCustomerResponse,
} from '@kredi/contracts/crm';

const crm = { auth: 'crm' } as const;

export type RequestKind = 'geri-arama-talepleri' | 'iletisim-talepleri';

/** Requests on customers, 'Ara' outcomes and customers made from requests. */
export const requestsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CrmStats', 'CrmCustomers', 'CrmCustomer', 'CrmTimeline', 'CrmRequests'] })
  .injectEndpoints({
    endpoints: (build) => ({
      customerRequests: build.query<CustomerRequestsResponse, number>({
        query: (id) => `crm/musteriler/${id}/talepler/`,
        providesTags: (_r, _e, id) => [{ type: 'CrmRequests', id }],
        extraOptions: crm,
      }),
      recordCallbackOutcome: build.mutation<CallOutcomeResponse, { id: number; sonuc: CallOutcome; customerId: number | null }>({
        query: ({ id, sonuc }) => ({ url: `crm/geri-arama-talepleri/${id}/sonuc/`, method: 'POST', body: { sonuc } }),
        invalidatesTags: (_r, _e, { customerId }) => [
          'CrmStats',
          ...(customerId === null
            ? []
            : [
                { type: 'CrmTimeline' as const, id: customerId },
                { type: 'CrmRequests' as const, id: customerId },
              ]),
        ],
        extraOptions: crm,
      }),
      recordCustomerCall: build.mutation<CallOutcomeResponse, { id: number; sonuc: CallOutcome }>({
        query: ({ id, sonuc }) => ({ url: `crm/musteriler/${id}/arama/`, method: 'POST', body: { sonuc } }),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'CrmTimeline', id }],
        extraOptions: crm,
      }),
      requestToCustomer: build.mutation<RequestToCustomerResponse, { kind: RequestKind; id: number; body: RequestToCustomerBody }>({
        query: ({ kind, id, body }) => ({ url: `crm/${kind}/${id}/musteri/`, method: 'POST', body }),
        invalidatesTags: ['CrmStats', 'CrmCustomers'],
        extraOptions: crm,
      }),
    }),
  });

export const { useCustomerRequestsQuery, useRecordCallbackOutcomeMutation, useRecordCustomerCallMutation, useRequestToCustomerMutation } =
  requestsApi;
