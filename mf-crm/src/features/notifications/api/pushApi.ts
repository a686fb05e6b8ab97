import { baseApi } from '@kredi/kernel/api';
import type { MessageResponse } from '@kredi/contracts/common';
import type { PushDeviceList, PushKeyResponse, PushSubscribeBody, PushSubscribeResponse } from '@kredi/contracts/push';

const crm = { auth: 'crm' } as const;

/** The staff member's own devices for phone notifications (docs/crm.md 'Bildirimler'). */
export const pushApi = baseApi.enhanceEndpoints({ addTagTypes: ['CrmPushDevices'] }).injectEndpoints({
  endpoints: (build) => ({
    crmPushKey: build.query<PushKeyResponse, void>({ query: () => 'crm/bildirimler/anahtar/', extraOptions: crm }),
    crmPushDevices: build.query<PushDeviceList, void>({
      query: () => 'crm/bildirimler/cihazlar/',
      providesTags: ['CrmPushDevices'],
      extraOptions: crm,
    }),
    crmPushSubscribe: build.mutation<PushSubscribeResponse, PushSubscribeBody>({
      query: (body) => ({ url: 'crm/bildirimler/cihazlar/', method: 'POST', body }),
      invalidatesTags: ['CrmPushDevices'],
      extraOptions: crm,
    }),
    crmPushRemove: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `crm/bildirimler/cihazlar/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['CrmPushDevices'],
      extraOptions: crm,
    }),
  }),
});

export const { useCrmPushKeyQuery, useCrmPushDevicesQuery, useCrmPushSubscribeMutation, useCrmPushRemoveMutation } = pushApi;
