import { baseApi } from '@kredi/kernel/api';
import type { DemoHintResponse, SendCodeBody, SuccessResponse, VerifyCodeBody, VerifyCodeResponse } from '@kredi/contracts/crm';

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

/** Staff sign-in (docs/crm.md, 'Sign-in'): send-code and verify-code are anonymous. Sign-out is the kernel's (useStaffSignOut). */
export const crmAuthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendStaffCode: build.mutation<SuccessResponse, SendCodeBody>({ query: post('crm/auth/send-code/') }),
    verifyStaffCode: build.mutation<VerifyCodeResponse, VerifyCodeBody>({ query: post('crm/auth/verify-code/') }),
    /** Exists in demo mode only; a 404 means "no hint". */
    staffDemoHint: build.query<DemoHintResponse, void>({ query: () => 'crm/auth/demo-hint/' }),
  }),
});

export const { useSendStaffCodeMutation, useVerifyStaffCodeMutation, useStaffDemoHintQuery } = crmAuthApi;
