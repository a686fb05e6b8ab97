import { baseApi } from '@kredi/kernel/api';
import type { LiveTicketResponse } from '@kredi/contracts/crm';

/** The single-use ticket that opens the live stream (contracts/crm live.ts). */
export const liveApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CrmStats', 'CrmCustomers', 'CrmCustomer', 'CrmTimeline', 'CrmRequests', 'CrmFollowUps'] })
  .injectEndpoints({
    endpoints: (build) => ({
      crmLiveTicket: build.mutation<LiveTicketResponse, void>({
        query: () => ({ url: 'crm/canli/bilet/', method: 'POST' }),
        extraOptions: { auth: 'crm' } as const,
      }),
    }),
  });

export const { useCrmLiveTicketMutation } = liveApi;
