import { baseApi } from '@kredi/kernel/api';
import type { KvkkRequestItem, KvkkRequestList } from '@kredi/contracts/crm';

const crm = { auth: 'crm' } as const;

/** Which requests a list shows: the open ones (nearest deadline first) or the closed ones (latest first). */
export type KvkkRequestState = 'acik' | 'kapali';

/**
 * KVKK article 11 requests (docs/kvkk-requests.md): the requests screen's lists and its close, and the dashboard's
 * overdue flag, which reads the open list's top-level count.
 */
export const kvkkRequestsApi = baseApi.enhanceEndpoints({ addTagTypes: ['KvkkRequests'] }).injectEndpoints({
  endpoints: (build) => ({
    kvkkRequests: build.query<KvkkRequestList, KvkkRequestState>({
      query: (state) => (state === 'kapali' ? 'crm/kvkk-basvurulari/?durum=kapali' : 'crm/kvkk-basvurulari/'),
      providesTags: ['KvkkRequests'],
      extraOptions: crm,
    }),
    // Refetched after a refusal too: a 409 means a colleague closed it, and the lists should say so.
    closeKvkkRequest: build.mutation<KvkkRequestItem, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `crm/kvkk-basvurulari/${id}/kapat/`, method: 'POST', body: { note } }),
      invalidatesTags: ['KvkkRequests'],
      extraOptions: crm,
    }),
  }),
});

export const { useKvkkRequestsQuery, useCloseKvkkRequestMutation } = kvkkRequestsApi;
