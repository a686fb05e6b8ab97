import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { selectSiteConfig } from '../config/siteConfigSlice';
import type { SiteConfig } from '../config/siteConfig';
import { adminSignedOut, crmSignedOut, type SessionState } from '../session/sessionSlice';
import { sessionFor } from '../session/staffAccess';

/**
 * Which session an endpoint uses (session/staffAccess.ts): 'crm' the CRM's, 'admin' the admin area's own or else the
 * CRM's. Public endpoints send none: a staff token never leaves with a visitor's call.
 */
export type ApiAuth = 'crm' | 'admin';

/**
 * Per-endpoint options, given as `extraOptions` of an endpoint:
 * - `auth`: the token this call sends (`Authorization: Token …`); a 401 answer ends that session.
 * - `service: 'users'`: the call goes to the users API, whose base URL comes from the site config (docs/users-api.md).
 */
export interface ApiCallOptions {
  auth?: ApiAuth;
  service?: 'users';
}

interface KernelState {
  session?: SessionState;
  siteConfig?: SiteConfig;
}

/** The session a call uses: 'admin' falls back to the CRM session, whose role the server then checks (staffAccess.ts). */
const sessionOf = (state: KernelState, auth: ApiAuth | undefined) => (auth ? sessionFor(state.session, auth) : null);

/**
 * A store built for a server render (`makeStore(state, { server })`): the site's origin for relative URLs (there is
 * no page to resolve them against) and the fetch to use.
 */
export interface ApiServerContext {
  origin: string;
  fetchFn?: typeof fetch;
}

/** Joins a base (absolute or site-relative) and a path into one absolute URL, resolved against the page (or `origin`). */
export function serviceUrl(base: string, path: string, origin?: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return new URL(joined, origin ?? document.baseURI).href;
}

const API_BASE = '/api';

const prepareHeaders: NonNullable<Parameters<typeof fetchBaseQuery>[0]>['prepareHeaders'] = (headers, { getState, extraOptions }) => {
  const used = sessionOf(getState() as KernelState, (extraOptions as ApiCallOptions | undefined)?.auth);
  if (used && !headers.has('Authorization')) headers.set('Authorization', `Token ${used.token}`);
  return headers;
};

const browserBaseQuery = fetchBaseQuery({ baseUrl: API_BASE, prepareHeaders });

// One base query per server context (per request store), with absolute URLs and the composer's fetch.
const serverBaseQueries = new WeakMap<ApiServerContext, ReturnType<typeof fetchBaseQuery>>();
function rawBaseQueryOf(server: ApiServerContext | undefined) {
  if (!server) return browserBaseQuery;
  let query = serverBaseQueries.get(server);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: new URL(API_BASE, server.origin).href, prepareHeaders, fetchFn: server.fetchFn });
    serverBaseQueries.set(server, query);
  }
  return query;
}

const kernelBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiCallOptions> = async (args, api, options = {}) => {
  const server = (api.extra as { server?: ApiServerContext } | undefined)?.server;
  let request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  if (options.service === 'users') {
    const base = selectSiteConfig(api.getState() as Parameters<typeof selectSiteConfig>[0]).usersApiBaseUrl;
    request = { ...request, url: serviceUrl(base, request.url, server?.origin) };
  }
  const used = sessionOf(api.getState() as KernelState, options.auth);
  const result = await rawBaseQueryOf(server)(request, api, options);
  // The server no longer accepts this session (expired, revoked, account disabled): forget it here too.
  if (result.error?.status === 401 && used) api.dispatch(used.session === 'crm' ? crmSignedOut() : adminSignedOut());
  return result;
};

/**
 * The one RTK Query API of the whole system, with no domain in it. Features add their endpoints with
 * `baseApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)` from their own `api/` folder and choose the
 * auth of each endpoint with `extraOptions`; the shell's store mounts its reducer and middleware once.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: kernelBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
