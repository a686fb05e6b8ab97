import { baseApi, type ContactRequestBody, type MessageResponse } from '@kredi/shared';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact-request/ (spec 7.1): answers { message } on success and on failure. */
    sendContactRequest: build.mutation<MessageResponse, ContactRequestBody>({
      query: (body) => ({ url: '/contact-request/', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactRequestMutation } = contactApi;
