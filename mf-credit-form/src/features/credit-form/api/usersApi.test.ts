import { crmSignedIn, defaultSiteConfig, makeStore } from '@kredi/shared';
import { mockUsersApi } from '../../../../test/usersApiMock';
import { usersApi } from './usersApi';
import { usersApiUrl } from './usersBaseQuery';

afterEach(() => jest.restoreAllMocks());

describe('usersApiUrl', () => {
  it('resolves a site-relative base against the page and an absolute base as is', () => {
    expect(usersApiUrl('/api/users', 'register/')).toBe('http://localhost/api/users/register/');
    expect(usersApiUrl('https://users.example.com/api/users/', '/verify/')).toBe('https://users.example.com/api/users/verify/');
  });
});

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

  it.each([
    [{ credit_limit: 420000, recommended_limit: 336000 }, 420000],
    [{ credit_limit: '420000' }, null],
    [{}, null],
  ])('reads only the numeric credit_limit of the submit answer %p', async (body, creditLimit) => {
    mockUsersApi({ 'add-customer': { status: 200, body } });
    const store = makeStore();
    const result = await store.dispatch(usersApi.endpoints.addCustomer.initiate({} as never));
    expect(result.data).toEqual({ creditLimit });
  });

  it('passes the HTTP status of a failure on', async () => {
    mockUsersApi({ register: { status: 429, body: { message: 'Çok fazla istek.' } } });
    const store = makeStore();
    const result = await store.dispatch(usersApi.endpoints.registerPhone.initiate({ name: 'A', surname: 'B', phone: '5321234567' }));
    expect(result.error).toMatchObject({ status: 429 });
  });
});
