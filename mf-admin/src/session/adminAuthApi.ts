import { baseApi } from '@kredi/kernel';
import type { AdminDemoHintResponse, AdminLoginBody, AdminLoginResponse, AdminSessionResponse } from '@kredi/contracts/admin';
import type { MessageResponse } from '@kredi/contracts/common';

/** Sign-in, the session check, sign-out and the demo hint (issue 10: the server decides, the page follows). */
export const adminAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginBody>({
      query: (body) => ({ url: '/admin/auth/login/', method: 'POST', body }),
    }),
    /** Keyed by the token, so a new sign-in never reuses the answer given to an earlier session. */
    adminSession: build.query<AdminSessionResponse, string>({
      query: () => '/admin/auth/session/',
      extraOptions: { auth: 'admin' },
      keepUnusedDataFor: 0,
    }),
    adminLogout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/admin/auth/logout/', method: 'POST' }),
      extraOptions: { auth: 'admin' },
    }),
    adminDemoHint: build.query<AdminDemoHintResponse, void>({
      query: () => '/admin/auth/demo-hint/',
    }),
  }),
});

export const { useAdminLoginMutation, useAdminSessionQuery, useAdminLogoutMutation, useAdminDemoHintQuery } = adminAuthApi;
