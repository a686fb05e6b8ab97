import { baseApi } from '@kredi/kernel/api';
import type { KvkkRequestBody, KvkkRequestCreated } from '@kredi/contracts/crm';
import type { RegisterBody, VerifyBody, VerifyResponse } from '@kredi/contracts/users';

/** The users API on its own host (site config), as the credit form calls it; anonymous. */
const users = { service: 'users' } as const;

/**
 * The form's three calls: the SMS code and its proof (the credit form's /register/ and /verify/, under the same
 * limits), then the request itself.
 */
export const kvkkRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendKvkkCode: build.mutation<unknown, RegisterBody>({
      query: (body) => ({ url: 'register/', method: 'POST', body }),
      extraOptions: users,
    }),
    verifyKvkkCode: build.mutation<VerifyResponse, VerifyBody>({
      query: (body) => ({ url: 'verify/', method: 'POST', body }),
      extraOptions: users,
    }),
    sendKvkkRequest: build.mutation<KvkkRequestCreated, KvkkRequestBody>({
      query: (body) => ({ url: '/kvkk/basvuru/', method: 'POST', body }),
    }),
  }),
});
