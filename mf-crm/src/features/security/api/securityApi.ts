import { baseApi } from '@kredi/kernel/api';
import type { MessageResponse } from '@kredi/contracts/common';
import type { RecoveryCodesResponse, SecondFactorStatusResponse, TotpCodeBody, TotpEnrolmentResponse } from '@kredi/contracts/staff';

const crm = { auth: 'crm' } as const;
const TAG = 'CrmSecondFactor' as const;

const change = <B>(url: string) => ({
  query: (body: B) => ({ url, method: 'POST', body }),
  invalidatesTags: [TAG],
  extraOptions: crm,
});

/** The signed-in yönetici's own second factor (docs/crm.md, 'Second factor'): every change reloads its status. */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    secondFactorStatus: build.query<SecondFactorStatusResponse, void>({
      query: () => 'crm/auth/second-factor/status/',
      providesTags: [TAG],
      extraOptions: crm,
    }),
    // Starting a setup changes nothing the status shows (the secret waits for its first code).
    startSecondFactorSetup: build.mutation<TotpEnrolmentResponse, void>({
      query: () => ({ url: 'crm/auth/second-factor/setup/', method: 'POST', body: {} }),
      extraOptions: crm,
    }),
    confirmSecondFactorSetup: build.mutation<RecoveryCodesResponse, TotpCodeBody>(change('crm/auth/second-factor/setup/confirm/')),
    renewRecoveryCodes: build.mutation<RecoveryCodesResponse, TotpCodeBody>(change('crm/auth/second-factor/recovery-codes/')),
    disableSecondFactor: build.mutation<MessageResponse, TotpCodeBody>(change('crm/auth/second-factor/disable/')),
  }),
});

export const {
  useSecondFactorStatusQuery,
  useStartSecondFactorSetupMutation,
  useConfirmSecondFactorSetupMutation,
  useRenewRecoveryCodesMutation,
  useDisableSecondFactorMutation,
} = securityApi;
