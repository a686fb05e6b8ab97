import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { SessionState } from '../session/sessionSlice';

/**
 * The one RTK Query API of the whole system. Features add their endpoints with `baseApi.injectEndpoints`
 * from their own `api/` folder; the shell's store mounts its reducer and middleware once.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: (headers, { getState }) => {
      const session = (getState() as { session?: SessionState }).session;
      if (session?.crmToken && !headers.has('Authorization')) headers.set('Authorization', `Token ${session.crmToken}`);
      return headers;
    },
  }),
  tagTypes: ['BlogPost', 'BlogCategory', 'CrmStats', 'CrmCustomer', 'CrmFollowUp'],
  endpoints: () => ({}),
});
