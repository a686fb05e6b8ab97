import { baseApi } from '@kredi/kernel/api';
import type { LeadConsentsResponse, WithdrawCommercialResponse } from '@kredi/contracts/common';

const crm = { auth: 'crm' } as const;

/** The lead's consent records and the withdrawal of its commercial-message opt-in (which the timeline then shows). */
export const consentApi = baseApi.enhanceEndpoints({ addTagTypes: ['CrmConsents', 'CrmTimeline'] }).injectEndpoints({
  endpoints: (build) => ({
    crmConsents: build.query<LeadConsentsResponse, number>({
      query: (id) => `crm/musteriler/${id}/onaylar/`,
      providesTags: (_r, _e, id) => [{ type: 'CrmConsents', id }],
      extraOptions: crm,
    }),
    withdrawCommercial: build.mutation<WithdrawCommercialResponse, number>({
      query: (id) => ({ url: `crm/musteriler/${id}/onaylar/ticari-ileti/geri-al/`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'CrmConsents', id },
        { type: 'CrmTimeline', id },
      ],
      extraOptions: crm,
    }),
  }),
});

export const { useCrmConsentsQuery, useWithdrawCommercialMutation } = consentApi;
