import { baseApi } from '@kredi/kernel/api';
import type { RetentionOverview, RetentionRun } from '@kredi/contracts/admin';

const admin = { auth: 'admin' } as const;

/** /api/admin/retention/: the policy in force, the runs, and a run started by hand. */
export const retentionApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRetention'] }).injectEndpoints({
  endpoints: (build) => ({
    getRetention: build.query<RetentionOverview, void>({
      query: () => '/admin/retention/',
      extraOptions: admin,
      providesTags: ['AdminRetention'],
      keepUnusedDataFor: 0,
    }),
    startRetentionRun: build.mutation<RetentionRun, void>({
      query: () => ({ url: '/admin/retention/run/', method: 'POST', body: {} }),
      extraOptions: admin,
      invalidatesTags: ['AdminRetention'],
    }),
  }),
});

export const { useGetRetentionQuery, useStartRetentionRunMutation } = retentionApi;
