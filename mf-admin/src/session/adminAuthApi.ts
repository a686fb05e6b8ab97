import { baseApi } from '@kredi/kernel/api';
import type {
  AdminDemoHintResponse,
  AdminEnrolConfirmBody,
  AdminEnrolConfirmResponse,
  AdminEnrolStartResponse,
  AdminLoginBody,
  AdminLoginResponse,
  AdminSecondFactorBody,
  AdminSessionGranted,
} from '@kredi/contracts/admin';

/** Sign-in and the demo hint. The session check and sign-out are the kernel's (one for both staff areas). */
export const adminAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginBody>({
      query: (body) => ({ url: '/admin/auth/login/', method: 'POST', body }),
    }),
    adminDemoHint: build.query<AdminDemoHintResponse, void>({
      query: () => '/admin/auth/demo-hint/',
    }),
    // The second step of a sign-in (TOTP), and enrolling one right after the password.
    adminSecondFactor: build.mutation<AdminSessionGranted, AdminSecondFactorBody>({
      query: (body) => ({ url: '/admin/auth/second-factor/', method: 'POST', body }),
    }),
    adminEnrolStart: build.mutation<AdminEnrolStartResponse, { challenge: string }>({
      query: (body) => ({ url: '/admin/auth/second-factor/enrol/', method: 'POST', body }),
    }),
    adminEnrolConfirm: build.mutation<AdminEnrolConfirmResponse, AdminEnrolConfirmBody>({
      query: (body) => ({ url: '/admin/auth/second-factor/enrol/confirm/', method: 'POST', body }),
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAdminDemoHintQuery,
  useAdminSecondFactorMutation,
  useAdminEnrolStartMutation,
  useAdminEnrolConfirmMutation,
} = adminAuthApi;
