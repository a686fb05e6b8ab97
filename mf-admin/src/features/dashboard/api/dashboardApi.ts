import { baseApi } from '@kredi/kernel/api';
import type { AdminDashboardResponse } from '@kredi/contracts/admin';

/** GET /api/admin/dashboard/: refetched on every visit of the dashboard (figures change all day). */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<AdminDashboardResponse, void>({
      query: () => '/admin/dashboard/',
      extraOptions: { auth: 'admin' },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
