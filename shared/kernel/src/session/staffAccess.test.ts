import { json, mockApi } from '@kredi/contracts/testing';
// The API entry: importing it provides RTK Query to the stores (api/apiSlot.ts).
import { baseApi } from '../api/index';
import { makeStore } from '../store/makeStore';
import { selectCrmRole, type SessionState } from './sessionSlice';
import { roleAllowed, sessionFor } from './staffAccess';

const crmOnly: SessionState = { crmToken: 'crm-tok', personel: { id: 2, ad_soyad: 'Yönetici Bir', rol: 'yönetici' }, adminToken: null };

test('the admin area uses its own session, or else the CRM one; the CRM area only its own', () => {
  expect(sessionFor({ ...crmOnly, adminToken: 'adm' }, 'admin')).toEqual({ session: 'admin', token: 'adm' });
  expect(sessionFor(crmOnly, 'admin')).toEqual({ session: 'crm', token: 'crm-tok' });
  expect(sessionFor({ crmToken: null, personel: null, adminToken: 'adm' }, 'crm')).toBeNull();
  expect(sessionFor(undefined, 'admin')).toBeNull();
});

test('the role: from the stored personel record, personel when it predates roles, and which sets allow it', () => {
  expect(selectCrmRole({ session: crmOnly })).toBe('yönetici');
  expect(selectCrmRole({ session: { ...crmOnly, personel: { id: 1, ad_soyad: 'Eski Kayıt' } } })).toBe('personel');
  expect(selectCrmRole({ session: { crmToken: null, personel: null, adminToken: null } })).toBeNull();
  expect(roleAllowed('yönetici', ['yönetici', 'admin'])).toBe(true);
  expect(roleAllowed('personel', ['yönetici', 'admin'])).toBe(false);
  expect(roleAllowed(null, ['personel'])).toBe(false);
});

const probe = baseApi.injectEndpoints({
  endpoints: (b) => ({ adminProbe: b.query<unknown, void>({ query: () => '/admin/raporlar/', extraOptions: { auth: 'admin' } }) }),
});

test('an admin call made with the CRM session sends the CRM token, and a 401 ends the CRM session', async () => {
  const { calls } = mockApi({ 'GET /api/admin/raporlar/': json({}, 401) });
  const store = makeStore({ session: crmOnly });
  await store.dispatch(probe.endpoints.adminProbe.initiate());
  expect(calls[0]!.headers.get('Authorization')).toBe('Token crm-tok');
  expect(store.getState().session).toEqual({ crmToken: null, personel: null, adminToken: null });
});
