import { baseApi } from '@kredi/kernel/api';
import { type CreateContactRequestBody as ContactRequestBody } from '@kredi/contracts/public-forms';
import { type MessageResponse } from '@kredi/contracts/common';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact-request/: answers { message } on success and on failure. */
    sendContactRequest: build.mutation<MessageResponse, ContactRequestBody>({
      query: (body) => ({ url: '/contact-request/', method: 'POST', body }),
    }),
  }),
});
