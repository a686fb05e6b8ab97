import { baseApi } from '@kredi/kernel/api';
import type {
  CrmEnrolConfirmBody,
  CrmEnrolConfirmResponse,
  CrmSecondFactorBody,
  CrmVerifyAnswer,
  DemoHintResponse,
  SendCodeBody,
  SuccessResponse,
  VerifyCodeBody,
  VerifyCodeResponse,
} from '@kredi/contracts/crm';
import type { TotpEnrolmentResponse } from '@kredi/contracts/staff';

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** Staff sign-in (docs/crm.md, 'Sign-in'): send-code and verify-code are anonymous. Sign-out is the kernel's (useStaffSignOut). */
export const crmAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendStaffCode: build.mutation<SuccessResponse, SendCodeBody>({ query: post('crm/auth/send-code/') }),
    /** A session, or (an account with a second factor) the step that asks for it. */
    verifyStaffCode: build.mutation<CrmVerifyAnswer, VerifyCodeBody>({ query: post('crm/auth/verify-code/') }),
    staffSecondFactor: build.mutation<VerifyCodeResponse, CrmSecondFactorBody>({ query: post('crm/auth/second-factor/') }),
    // Setting one up at sign-in, where it is required and missing.
    staffEnrolStart: build.mutation<TotpEnrolmentResponse, { challenge: string }>({ query: post('crm/auth/second-factor/enrol/') }),
    staffEnrolConfirm: build.mutation<CrmEnrolConfirmResponse, CrmEnrolConfirmBody>({
      query: post('crm/auth/second-factor/enrol/confirm/'),
    }),
    /** Exists in demo mode only; a 404 means "no hint". */
    staffDemoHint: build.query<DemoHintResponse, void>({ query: () => 'crm/auth/demo-hint/' }),
  }),
});

export const {
  useSendStaffCodeMutation,
  useVerifyStaffCodeMutation,
  useStaffDemoHintQuery,
  useStaffSecondFactorMutation,
  useStaffEnrolStartMutation,
  useStaffEnrolConfirmMutation,
} = crmAuthApi;
