import { json, mockApi, type RecordedCall } from '@kredi/contracts/testing';
// The API entry: importing it provides RTK Query to the stores (apiSlot.ts).
import { baseApi } from './index';
import { makeStore } from '../store/makeStore';
import { defaultSiteConfig } from '../config/siteConfig';

const signedIn = { crmToken: 'crm-tok', personel: { id: 1, ad_soyad: 'A B' }, adminToken: 'admin-tok' };

const probes = baseApi.injectEndpoints({
  endpoints: (b) => ({
    publicCall: b.query<unknown, void>({ query: () => '/blog-api/posts/' }),
    crmCall: b.query<unknown, void>({ query: () => '/crm/dashboard/stats/', extraOptions: { auth: 'crm' } }),
    adminCall: b.query<unknown, void>({ query: () => '/admin/stats/', extraOptions: { auth: 'admin' } }),
    usersCall: b.mutation<unknown, void>({
      query: () => ({ url: 'register/', method: 'POST', body: {} }),
      extraOptions: { service: 'users' },
    }),
  }),
});

/** Every probe's route answers `status`; returns the calls made. */
function answerAll(status = 200): RecordedCall[] {
  const answer = () => json({}, status);
  return mockApi({
    'GET /api/blog-api/posts/': answer,
    'GET /api/crm/dashboard/stats/': answer,
    'GET /api/admin/stats/': answer,
    'POST /api/users/register/': answer,
  }).calls;
}

test('each call carries only the token its endpoint asks for', async () => {
  const calls = answerAll();
  const store = makeStore({ session: signedIn });
  await store.dispatch(probes.endpoints.publicCall.initiate());
  await store.dispatch(probes.endpoints.crmCall.initiate());
  await store.dispatch(probes.endpoints.adminCall.initiate());
  expect(calls.map((c) => [c.path, c.headers.get('Authorization')])).toEqual([
    ['/api/blog-api/posts/', null],
    ['/api/crm/dashboard/stats/', 'Token crm-tok'],
    ['/api/admin/stats/', 'Token admin-tok'],
  ]);
});

test('a 401 on an authenticated call ends that session only', async () => {
  answerAll(401);
  const store = makeStore({ session: signedIn });
  await store.dispatch(probes.endpoints.crmCall.initiate());
  expect(store.getState().session).toEqual({ crmToken: null, personel: null, adminToken: 'admin-tok' });
});

test('users-API calls go to the base URL of the site config', async () => {
  const calls = answerAll();
  const store = makeStore({
    session: signedIn,
    siteConfig: { ...defaultSiteConfig, usersApiBaseUrl: 'https://users.example.com/api/users/' },
  });
  await store.dispatch(probes.endpoints.usersCall.initiate());
  const [request] = calls;
  expect(request!.url).toBe('https://users.example.com/api/users/register/');
  expect(request!.headers.has('Authorization')).toBe(false);
});
