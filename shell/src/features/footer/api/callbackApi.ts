import { baseApi } from '@kredi/kernel/api';
import { type CreateCallbackRequestBody as CallbackRequestBody } from '@kredi/contracts/public-forms';
import { type MessageResponse } from '@kredi/contracts/common';

export const callbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestCallback: build.mutation<MessageResponse, CallbackRequestBody>({
      query: (body) => ({ url: '/callback-request/', method: 'POST', body }),
    }),
  }),
});

export const { useRequestCallbackMutation } = callbackApi;
