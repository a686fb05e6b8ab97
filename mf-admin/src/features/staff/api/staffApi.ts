import { baseApi } from '@kredi/kernel';
import type { AdminStaff, AdminStaffBody } from '@kredi/contracts/admin';

const admin = { auth: 'admin' } as const;

/** /api/admin/staff/: the CRM's staff accounts. */
export const staffApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminStaff'] }).injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<AdminStaff[], void>({ query: () => '/admin/staff/', extraOptions: admin, providesTags: ['AdminStaff'] }),
    addStaff: build.mutation<AdminStaff, AdminStaffBody>({
      query: (body) => ({ url: '/admin/staff/', method: 'POST', body }),
      extraOptions: admin,
      invalidatesTags: ['AdminStaff'],
    }),
    setStaffActive: build.mutation<AdminStaff, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `/admin/staff/${id}/active/`, method: 'PATCH', body: { active } }),
      extraOptions: admin,
      invalidatesTags: ['AdminStaff'],
    }),
  }),
});

export const { useListStaffQuery, useAddStaffMutation, useSetStaffActiveMutation } = staffApi;
