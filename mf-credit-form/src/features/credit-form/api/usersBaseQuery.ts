import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { selectSiteConfig, type RootState } from '@kredi/shared';

/** Joins the configured users-API base (absolute or site-relative) and an endpoint path into an absolute URL. */
export function usersApiUrl(base: string, path: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  // Site-relative bases ('/api/users') are resolved against the page, so fetch gets one absolute URL.
  return new URL(joined, document.baseURI).href;
}

export interface UsersPostArgs {
  /** Endpoint path below the users-API base, e.g. 'register/'. */
  path: string;
  body: object;
}

// Own anonymous base query instead of baseApi's: the users API may be another host (spec 7.2), so its
// requests must neither be joined to baseApi's '/api' nor carry the staff token baseApi's headers add.
const rawFetch = fetchBaseQuery();

/** POSTs JSON to the users API whose base URL comes from the runtime site configuration. */
export const usersBaseQuery: BaseQueryFn<UsersPostArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = (
  { path, body },
  api,
  extraOptions,
) => {
  const base = selectSiteConfig(api.getState() as RootState).usersApiBaseUrl;
  return rawFetch({ url: usersApiUrl(base, path), method: 'POST', body }, api, extraOptions);
};
