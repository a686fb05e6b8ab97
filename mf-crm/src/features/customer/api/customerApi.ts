import { baseApi } from '@kredi/kernel/api';
import type { CustomerDetail, FollowUpListResponse, KvkkEraseResponse, TimelineResponse } from '@kredi/contracts/crm';
import { saveAsFile } from '../../../lib/download';

const crm = { auth: 'crm' } as const;

/** Customer file calls plus the KVKK article 11 export and erase ('Yeni Not' saves through lib/followUpApi). */
export const customerApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CrmCustomer', 'CrmFollowUps', 'CrmStats', 'CrmCustomers', 'CrmTimeline'] })
  .injectEndpoints({
    endpoints: (build) => ({
      crmCustomer: build.query<CustomerDetail, number>({
        query: (id) => `crm/musteriler/${id}/`,
        providesTags: (_r, _e, id) => [{ type: 'CrmCustomer', id }],
        extraOptions: crm,
      }),
      crmFollowUps: build.query<FollowUpListResponse, number>({
        query: (id) => `crm/musteriler/${id}/takipler/`,
        providesTags: (_r, _e, id) => [{ type: 'CrmFollowUps', id }],
        extraOptions: crm,
      }),
      crmTimeline: build.query<TimelineResponse, number>({
        query: (id) => `crm/musteriler/${id}/zaman-cizelgesi/`,
        providesTags: (_r, _e, id) => [{ type: 'CrmTimeline', id }],
        extraOptions: crm,
      }),
      kvkkExport: build.mutation<null, number>({
        query: (id) => ({ url: `crm/musteriler/${id}/kvkk/export/`, responseHandler: saveAsFile(`kvkk-musteri-${id}.json`) }),
        invalidatesTags: (_r, _e, id) => [{ type: 'CrmTimeline', id }],
        extraOptions: crm,
      }),
      kvkkErase: build.mutation<KvkkEraseResponse, number>({
        query: (id) => ({ url: `crm/musteriler/${id}/kvkk/erase/`, method: 'POST', body: { onay: true } }),
        invalidatesTags: (_r, _e, id) => [
          { type: 'CrmCustomer', id },
          { type: 'CrmFollowUps', id },
          { type: 'CrmTimeline', id },
          'CrmStats',
          'CrmCustomers',
        ],
        extraOptions: crm,
      }),
    }),
  });

export const { useCrmCustomerQuery, useCrmFollowUpsQuery, useCrmTimelineQuery, useKvkkExportMutation, useKvkkEraseMutation } = customerApi;
