import { baseApi } from '@kredi/kernel/api';
import {
  CONTENT_PAGE_CACHE_TAG,
  type AdminContentPage,
  type AdminContentPageBody,
  type AdminContentPageSummary,
} from '@kredi/contracts/content-pages';
import type { MessageResponse } from '@kredi/contracts/common';

const admin = { auth: 'admin' } as const;

/** Every change also invalidates the public pages' data in this page's store: the site shows it at once. */
const changed = ['AdminContentPage', CONTENT_PAGE_CACHE_TAG] as const;

/** /api/admin/pages/...: the site's content pages (services, FAQ, policies, call us). */
export const contentPagesAdminApi = baseApi.enhanceEndpoints({ addTagTypes: [...changed] }).injectEndpoints({
  endpoints: (build) => ({
    listContentPages: build.query<AdminContentPageSummary[], void>({
      query: () => '/admin/pages/',
      extraOptions: admin,
      providesTags: ['AdminContentPage'],
    }),
    getContentPage: build.query<AdminContentPage, number>({
      query: (id) => `/admin/pages/${id}/`,
      extraOptions: admin,
      providesTags: ['AdminContentPage'],
    }),
    createContentPage: build.mutation<AdminContentPage, AdminContentPageBody>({
      query: (body) => ({ url: '/admin/pages/', method: 'POST', body }),
      extraOptions: admin,
      invalidatesTags: [...changed],
    }),
    updateContentPage: build.mutation<AdminContentPage, { id: number; body: AdminContentPageBody }>({
      query: ({ id, body }) => ({ url: `/admin/pages/${id}/`, method: 'PUT', body }),
      extraOptions: admin,
      invalidatesTags: [...changed],
    }),
    deleteContentPage: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/admin/pages/${id}/`, method: 'DELETE' }),
      extraOptions: admin,
      invalidatesTags: [...changed],
    }),
  }),
});

export const {
  useListContentPagesQuery,
  useGetContentPageQuery,
  useCreateContentPageMutation,
  useUpdateContentPageMutation,
  useDeleteContentPageMutation,
} = contentPagesAdminApi;
