import { baseApi } from '@kredi/kernel/api';
import type { AdminStaff, AdminStaffBody } from '@kredi/contracts/admin';
import type { StaffRole } from '@kredi/contracts/staff';

const admin = { auth: 'admin' } as const;

/** /api/admin/staff/: the staff accounts (phone and password ones) and their roles. */
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
    /** The role (audited on the server; applies to the account's open sessions at once). */
    setStaffRole: build.mutation<AdminStaff, { id: number; role: StaffRole }>({
      query: ({ id, role }) => ({ url: `/admin/staff/${id}/role/`, method: 'PATCH', body: { role } }),
      extraOptions: admin,
      invalidatesTags: ['AdminStaff'],
    }),
    /** 'Görevde' (round robin of new leads; 'admin' and 'yönetici', audited on the server). */
    setStaffOnDuty: build.mutation<AdminStaff, { id: number; onDuty: boolean }>({
      query: ({ id, onDuty }) => ({ url: `/admin/staff/${id}/on-duty/`, method: 'PATCH', body: { on_duty: onDuty } }),
      extraOptions: admin,
      invalidatesTags: ['AdminStaff'],
    }),
  }),
});

export const { useListStaffQuery, useAddStaffMutation, useSetStaffActiveMutation, useSetStaffRoleMutation, useSetStaffOnDutyMutation } =
  staffApi;
