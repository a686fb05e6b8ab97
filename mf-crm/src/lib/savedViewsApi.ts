import { baseApi } from '@kredi/kernel/api';
import type { CreateSavedViewBody, SavedViewList, SavedViewResponse } from '@kredi/contracts/crm';
import type { MessageResponse } from '@kredi/contracts/common';

const crm = { auth: 'crm' } as const;

/** Saved views of the customer list (the pipeline board offers the same): one's own and the shared ones, save, delete, share (leaders). */
export const savedViewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['CrmSavedViews'] }).injectEndpoints({
  endpoints: (build) => ({
    crmSavedViews: build.query<SavedViewList, void>({ query: () => 'crm/gorunumler/', providesTags: ['CrmSavedViews'], extraOptions: crm }),
    saveCrmView: build.mutation<SavedViewResponse, CreateSavedViewBody>({
      query: (body) => ({ url: 'crm/gorunumler/', method: 'POST', body }),
      invalidatesTags: ['CrmSavedViews'],
      extraOptions: crm,
    }),
    deleteCrmView: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `crm/gorunumler/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['CrmSavedViews'],
      extraOptions: crm,
    }),
  }),
});

export const { useCrmSavedViewsQuery, useSaveCrmViewMutation, useDeleteCrmViewMutation } = savedViewsApi;
