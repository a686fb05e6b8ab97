import { makeStore } from '../store/makeStore';
import { SESSION_KEYS } from './sessionStorageKeys';
import { adminSignedIn, adminSignedOut, crmSignedIn, crmSignedOut, loadSession } from './sessionSlice';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

test('the session is persisted under the keys the spec names and removed on sign-out', () => {
  const storage = memoryStorage();
  const store = makeStore(undefined, { sessionStorage: storage });
  store.dispatch(crmSignedIn({ token: 'abc', personel: { id: 7, ad_soyad: 'Ayşe Yılmaz' } }));
  store.dispatch(adminSignedIn('demo-admin'));
  expect(storage.data.get(SESSION_KEYS.crmToken)).toBe('abc');
  expect(JSON.parse(storage.data.get(SESSION_KEYS.crmPersonel)!)).toEqual({ id: 7, ad_soyad: 'Ayşe Yılmaz' });
  expect(storage.data.get('admin_token')).toBe('demo-admin');

  store.dispatch(crmSignedOut());
  store.dispatch(adminSignedOut());
  expect(storage.data.size).toBe(0);
});

test('a stored session is read back; a token without its personel record or bad JSON counts as signed out', () => {
  const storage = memoryStorage();
  storage.setItem('token', 'abc');
  storage.setItem('personel', JSON.stringify({ id: 1, ad_soyad: 'Ali Veli' }));
  storage.setItem('admin_token', 'x');
  expect(loadSession(storage)).toEqual({ crmToken: 'abc', personel: { id: 1, ad_soyad: 'Ali Veli' }, adminToken: 'x' });

  storage.setItem('personel', '{bozuk');
  expect(loadSession(storage)).toEqual({ crmToken: null, personel: null, adminToken: 'x' });
  expect(loadSession(undefined)).toEqual({ crmToken: null, personel: null, adminToken: null });
});
