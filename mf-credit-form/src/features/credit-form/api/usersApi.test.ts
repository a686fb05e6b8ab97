import { crmSignedIn, defaultSiteConfig, makeStore } from '@kredi/kernel';
import { mockUsersApi } from '@kredi/contracts/testing';
import { usersApi } from './usersApi';

afterEach(() => jest.restoreAllMocks());

describe('usersApi', () => {
  it('posts to the configured users-API host, anonymously even when a staff member is signed in', async () => {
    const calls = mockUsersApi();
    const store = makeStore({ siteConfig: { ...defaultSiteConfig, usersApiBaseUrl: 'https://users.example.com/api/users' } });
    store.dispatch(crmSignedIn({ token: 'gizli-personel-anahtari', personel: { id: 1, ad_soyad: 'Personel' } }));

    await store.dispatch(usersApi.endpoints.registerPhone.initiate({ name: 'Ayşe', surname: 'Yılmaz', phone: '5321234567' }));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://users.example.com/api/users/register/');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('resolves a site-relative users-API base against the page', async () => {
    const calls = mockUsersApi();
    const store = makeStore({ siteConfig: { ...defaultSiteConfig, usersApiBaseUrl: '/api/users' } });
    await store.dispatch(usersApi.endpoints.verifyPhone.initiate({ phone: '5321234567', verification_code: '1234' }));
    expect(calls[0].url).toBe('http://localhost/api/users/verify/');
  });

  it('passes the HTTP status of a failure on', async () => {
    mockUsersApi({ register: { status: 429, body: { message: 'Çok fazla istek.' } } });
    const store = makeStore();
    const result = await store.dispatch(usersApi.endpoints.registerPhone.initiate({ name: 'A', surname: 'B', phone: '5321234567' }));
    expect(result.error).toMatchObject({ status: 429 });
  });
});
