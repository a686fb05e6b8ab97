import { baseApi, type CallbackRequestBody, type MessageResponse } from '@kredi/shared';

export const callbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestCallback: build.mutation<MessageResponse, CallbackRequestBody>({
      query: (body) => ({ url: '/callback-request/', method: 'POST', body }),
    }),
  }),
});

export const { useRequestCallbackMutation } = callbackApi;
