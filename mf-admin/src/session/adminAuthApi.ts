import { baseApi } from '@kredi/kernel/api';
import type { AdminDemoHintResponse, AdminLoginBody, AdminLoginResponse } from '@kredi/contracts/admin';

/** Sign-in and the demo hint (issue 10). The session check and sign-out are the kernel's (one for both staff areas). */
export const adminAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginBody>({
      query: (body) => ({ url: '/admin/auth/login/', method: 'POST', body }),
    }),
    adminDemoHint: build.query<AdminDemoHintResponse, void>({
      query: () => '/admin/auth/demo-hint/',
    }),
  }),
});

export const { useAdminLoginMutation, useAdminDemoHintQuery } = adminAuthApi;
