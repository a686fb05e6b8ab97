// The kernel's API entry ('@kredi/kernel/api'), shared once at runtime like the kernel itself, with the same version.
// It holds RTK Query: the one base API, the staff session's calls and screens that use them. A page loads it when it
// calls the API; a first screen that only shows what the server render handed over never does (api/apiSlot.ts).
import { setupListeners } from '@reduxjs/toolkit/query';
import { injectApiReducer } from '../store/rootReducer';
import { provideApi } from './apiSlot';
import { baseApi } from './baseApi';

provideApi({ reducer: baseApi.reducer, middleware: baseApi.middleware, setupListeners }, injectApiReducer);

export { baseApi, serviceUrl, type ApiAuth, type ApiCallOptions, type ApiServerContext } from './baseApi';
export { sessionApi, useStaffSessionQuery } from '../session/sessionApi';
export { RequireStaffSession, type RequireStaffSessionProps } from '../session/RequireStaffSession';
export { useStaffSignOut } from '../session/useStaffSignOut';
