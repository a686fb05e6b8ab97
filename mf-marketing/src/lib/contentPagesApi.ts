import { baseApi } from '@kredi/kernel/api';
import { CONTENT_PAGE_CACHE_TAG, contentPageApiPath, type ContentPage } from '@kredi/contracts/content-pages';

/** The public content pages (services, FAQ, policies, call us): one published page by slug. */
export const contentPagesApi = baseApi.enhanceEndpoints({ addTagTypes: [CONTENT_PAGE_CACHE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, string>({
      query: (slug) => contentPageApiPath(slug),
      providesTags: (_result, _error, slug) => [{ type: CONTENT_PAGE_CACHE_TAG, id: slug }],
    }),
  }),
});

export const { useGetContentPageQuery } = contentPagesApi;
