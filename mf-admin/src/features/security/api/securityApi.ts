import { baseApi } from '@kredi/kernel/api';
import type { MessageResponse } from '@kredi/contracts/common';
import type { RecoveryCodesResponse, SecondFactorStatusResponse, TotpCodeBody, TotpEnrolmentResponse } from '@kredi/contracts/staff';
import type { AdminEnrolConfirmResponse } from '@kredi/contracts/admin';

const admin = { auth: 'admin' } as const;
const TAG = 'AdminSecondFactor' as const;

const change = <B>(url: string) => ({
  query: (body: B) => ({ url, method: 'POST', body }),
  invalidatesTags: [TAG],
  extraOptions: admin,
});

/** The signed-in admin's own second factor (docs/admin.md, 'Second factor'): every change reloads its status. */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    adminFactorStatus: build.query<SecondFactorStatusResponse, void>({
      query: () => '/admin/auth/second-factor/status/',
      providesTags: [TAG],
      extraOptions: admin,
      keepUnusedDataFor: 0,
    }),
    // Starting a setup changes nothing the status shows (the secret waits for its first code).
    startAdminFactorSetup: build.mutation<TotpEnrolmentResponse, void>({
      query: () => ({ url: '/admin/auth/second-factor/setup/', method: 'POST', body: {} }),
      extraOptions: admin,
    }),
    confirmAdminFactorSetup: build.mutation<AdminEnrolConfirmResponse, TotpCodeBody>(change('/admin/auth/second-factor/setup/confirm/')),
    renewAdminRecoveryCodes: build.mutation<RecoveryCodesResponse, TotpCodeBody>(change('/admin/auth/second-factor/recovery-codes/')),
    disableAdminFactor: build.mutation<MessageResponse, TotpCodeBody>(change('/admin/auth/second-factor/disable/')),
  }),
});

export const {
  useAdminFactorStatusQuery,
  useStartAdminFactorSetupMutation,
  useConfirmAdminFactorSetupMutation,
  useRenewAdminRecoveryCodesMutation,
  useDisableAdminFactorMutation,
} = securityApi;
