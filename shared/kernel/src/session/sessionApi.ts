import { baseApi } from '../api/baseApi';

/**
 * The session calls every staff screen shares (the sign-in calls stay with their remote, since the two doors differ):
 * the session check (any staff session: the answer carries the role) and sign-out.
 */
/**
 * What the kernel reads of the session check's answer (the whole answer is the admin contract's
 * AdminSessionResponse): the role name the guard compares.
 */
export interface StaffSessionAnswer {
  admin: { role: string };
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the token, so a new sign-in never reuses the answer given to an earlier session. */
    staffSession: build.query<StaffSessionAnswer, string>({
      query: () => '/admin/auth/session/',
      extraOptions: { auth: 'admin' },
      keepUnusedDataFor: 0,
    }),
    /** Ends the session the admin area uses (its own, or the CRM's it fell back to). */
    adminAreaSignOut: build.mutation<unknown, void>({
      query: () => ({ url: '/admin/auth/logout/', method: 'POST', body: {} }),
      extraOptions: { auth: 'admin' },
    }),
    crmSignOut: build.mutation<unknown, void>({
      query: () => ({ url: '/crm/auth/logout/', method: 'POST', body: {} }),
      extraOptions: { auth: 'crm' },
    }),
  }),
});

export const { useStaffSessionQuery, useAdminAreaSignOutMutation, useCrmSignOutMutation } = sessionApi;
