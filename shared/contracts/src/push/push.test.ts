import { pushDeviceName, pushNoticeOf } from '.';

test('a notice says what arrived and how long it waited, opens its customer, and names nobody', () => {
  expect(pushNoticeOf({ kind: 'basvuru', step: 0, waitedMs: 3 * 60_000 + 40_000, customerId: 68, more: 0 })).toEqual({
    title: 'Yeni başvuru · 3 dk bekliyor',
    body: 'Size atandı. Açmak için dokunun. Kayıt #68.',
    url: '/crm/customer/68',
    tag: 'musteri-68',
  });
  expect(pushNoticeOf({ kind: 'geri_arama', step: 2, waitedMs: 12 * 60_000, customerId: null, more: 0 })).toEqual({
    title: 'Geri arama talebi · 12 dk bekliyor',
    body: 'Hâlâ yanıt bekliyor, yöneticiye de bildirildi.',
    url: '/crm/dashboard',
    tag: 'crm-ozet',
  });
});

test('a backlog is one notice that opens the list', () => {
  const notice = pushNoticeOf({ kind: 'basvuru', step: 1, waitedMs: 2 * 3_600_000, customerId: 9, more: 40 });
  expect(notice.title).toBe('Yeni başvuru · 2 sa bekliyor (ve 40 kayıt daha)');
  expect(notice.url).toBe('/crm/dashboard');
  expect(notice.body).not.toContain('#9');
});

test('a device is named by its browser and system, nothing more of the user agent', () => {
  expect(
    pushDeviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'),
  ).toBe('Chrome · Android');
  expect(
    pushDeviceName(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari · iOS');
  expect(
    pushDeviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0'),
  ).toBe('Edge · Windows');
  expect(pushDeviceName(undefined)).toBe('Tarayıcı · bilinmeyen sistem');
});
