import { baseApi } from '@kredi/kernel/api';
import type { AddCustomerResponse, CallMeBody, RegisterBody, SubmitCustomerBody, VerifyBody, VerifyResponse } from '@kredi/contracts/users';

/** The users API (docs/users-api.md) on its own host, from the site config; anonymous: the browser never sends `ip`. */
const users = { service: 'users' } as const;

const post =
  <B>(url: string) =>
  (body: B) => ({ url, method: 'POST', body });

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerPhone: build.mutation<unknown, RegisterBody>({ query: post('register/'), extraOptions: users }),
    verifyPhone: build.mutation<VerifyResponse, VerifyBody>({ query: post('verify/'), extraOptions: users }),
    addCustomer: build.mutation<AddCustomerResponse, SubmitCustomerBody>({ query: post('add-customer/'), extraOptions: users }),
    requestCallMe: build.mutation<unknown, CallMeBody>({ query: post('add-customer/'), extraOptions: users }),
  }),
});
