import { baseApi } from '@kredi/kernel/api';
import type { CreateFollowUpBody, CreateFollowUpResponse } from '@kredi/contracts/crm';

const crm = { auth: 'crm' } as const;

/**
 * 'Yeni Not': the customer file and the pipeline board save a follow-up the same way, so a stage never changes
 * without one. The file, its history and timeline, the counters, the list and the board reload.
 */
export const followUpApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CrmCustomer', 'CrmFollowUps', 'CrmStats', 'CrmCustomers', 'CrmTimeline'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createFollowUp: build.mutation<CreateFollowUpResponse, { id: number; body: CreateFollowUpBody }>({
        query: ({ id, body }) => ({ url: `crm/musteriler/${id}/takipler/create/`, method: 'POST', body }),
        invalidatesTags: (_r, _e, { id }) => [
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

export const { useCreateFollowUpMutation } = followUpApi;
