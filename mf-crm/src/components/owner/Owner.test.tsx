import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import { DETAIL, LIST_ITEM, PAGE_ROUTES, SIGNED_IN, STATS } from '../../../test/fixtures';
import { renderCrm } from '../../../test/renderCrm';

afterEach(() => jest.restoreAllMocks());
// Dense flows through MUI selects: slow on a loaded CI machine, like the other form pages' tests.
jest.setTimeout(45_000);

const STAFF = {
  results: [
    { id: 1, ad_soyad: 'Ayşe Demir', rol: 'personel', gorevde: false },
    { id: 2, ad_soyad: 'Mehmet Kaya', rol: 'personel', gorevde: true },
  ],
};
const ROWS = [
  { ...LIST_ITEM, id: 7, full_name: 'Ali Şahin', atanan_personel_id: 2 },
  { ...LIST_ITEM, id: 8, full_name: 'Zeynep Ak', atanan_personel_id: null },
];
const MANAGER = { session: { ...SIGNED_IN.session, personel: { ...SIGNED_IN.session.personel, rol: 'yönetici' as const } } };

function mockList(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/dashboard/stats/': json(STATS),
    'GET /api/crm/musteriler/': json({ results: ROWS, next_cursor: null }),
    'GET /api/crm/musteriler/sayi/': json({ toplam: 2, toplam_kesin: true }),
    'GET /api/crm/personel/': json(STAFF),
    'POST /api/crm/musteriler/toplu/durum/': json({ success: true, message: '2 müşterinin durumu değiştirildi.', degisen: 2 }),
    'POST /api/crm/musteriler/toplu/ata/': json({ message: 'Bu işlem için yetkiniz yok.' }, 403),
    'POST /api/crm/personel/gorev/': json({ success: true, message: 'ok', gorevde: true }),
    ...overrides,
  }).calls;
}

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

test('filters by owner through the URL, names the owner, and changes the stage of the selected rows in one request', async () => {
  const calls = mockList();
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const rows = await screen.findAllByTestId('customer-row');
  expect(rows.map((r) => within(r).getByTestId('customer-owner').textContent)).toEqual(['Mehmet Kaya', 'Atanmamış']);

  await choose('Sorumlu', 'Bana atananlar');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/dashboard?atanan=bana'));
  await waitFor(() =>
    expect(
      calls
        .filter((c) => c.path === '/api/crm/musteriler/')
        .at(-1)
        ?.search.get('atanan'),
    ).toBe('bana'),
  );

  fireEvent.click(await screen.findByRole('checkbox', { name: 'Sayfadaki tüm müşterileri seç' }));
  expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 müşteri seçildi');
  expect(screen.queryByRole('button', { name: 'Ata' })).not.toBeInTheDocument(); // bulk assign is for 'yönetici'
  expect(screen.getByTestId('bulk-assign-hint')).toHaveTextContent('Müşterileri başka personele yalnızca yöneticiler atayabilir.');
  await choose('Yeni durum', 'Şubeye Gelecek');
  fireEvent.click(screen.getByRole('button', { name: 'Durumu Değiştir' }));
  expect(await screen.findByTestId('bulk-done')).toHaveTextContent('2 müşterinin durumu değiştirildi.');
  expect(calls.find((c) => c.path === '/api/crm/musteriler/toplu/durum/')?.body).toEqual({ ids: [7, 8], durum: 'subeye_gelecek' });
  expect(screen.queryByTestId('bulk-count')).not.toBeInTheDocument();

  // The 'personel' on the header switches themselves on duty.
  fireEvent.click(screen.getByLabelText('Görevdeyim'));
  await waitFor(() => expect(calls.find((c) => c.path === '/api/crm/personel/gorev/')?.body).toEqual({ gorevde: true }));
});

test("a 'yönetici' assigns the selection; a refusal shows the server's Turkish message and keeps the selection", async () => {
  const calls = mockList();
  renderCrm('/crm/dashboard', { preloadedState: MANAGER });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Zeynep Ak seç' }));
  await choose('Sorumlu personel', 'Mehmet Kaya');
  fireEvent.click(screen.getByRole('button', { name: 'Ata' }));
  expect(await screen.findByTestId('bulk-error')).toHaveTextContent('Bu işlem için yetkiniz yok.');
  expect(calls.find((c) => c.path === '/api/crm/musteriler/toplu/ata/')?.body).toEqual({ ids: [8], personel_id: 2 });
  expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 müşteri seçildi');
  expect(screen.queryByTestId('bulk-assign-hint')).not.toBeInTheDocument();
});

test('assigns the customer from its file and corrects its data with the public form rules', async () => {
  const saved = { ...DETAIL, ad: 'Ali', soyad: 'Yıldız', full_name: 'Ali Yıldız', phone: '5339998877' };
  const { calls } = mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/musteriler/7/': json(DETAIL),
    'GET /api/crm/personel/': json(STAFF),
    'POST /api/crm/musteriler/7/ata/': json({ success: true, message: 'Müşteri atandı.', degisen: 1 }),
    'POST /api/crm/musteriler/7/update/': json({ success: true, message: 'Müşteri bilgileri güncellendi.', musteri: saved }),
  });
  // A leader: a 'personel' may only take an unassigned lead for themselves (RolePermissions.test.tsx).
  renderCrm('/crm/customer/7', { preloadedState: MANAGER });
  await screen.findByRole('heading', { name: 'Ali Şahin' });
  // Opened directly, the owner arrives after the first paint: the label stays above it, never over it.
  await screen.findByRole('combobox', { name: 'Sorumlu personel' });
  expect(screen.getByText('Sorumlu personel', { selector: '.MuiInputLabel-root' })).toHaveAttribute('data-shrink', 'true');
  await choose('Sorumlu personel', 'Mehmet Kaya');
  fireEvent.click(screen.getByRole('button', { name: 'Ata' }));
  expect(await screen.findByText('Müşteri atandı.')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/crm/musteriler/7/ata/')?.body).toEqual({ personel_id: 2 });

  fireEvent.click(screen.getByRole('button', { name: 'Bilgileri Düzenle' }));
  const form = screen.getByRole('form', { name: 'Müşteri bilgilerini düzenle' });
  fireEvent.change(within(form).getByLabelText('Soyad'), { target: { value: '' } });
  fireEvent.change(within(form).getByLabelText('Telefon'), { target: { value: '0212 123 45 67' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  expect(await within(form).findByText('Lütfen müşterinin soyadını giriniz.')).toBeInTheDocument();
  expect(within(form).getByText('Lütfen geçerli bir telefon numarası giriniz.')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/crm/musteriler/7/update/')).toBe(false);

  fireEvent.change(within(form).getByLabelText('Soyad'), { target: { value: 'Yıldız' } });
  fireEvent.change(within(form).getByLabelText('Telefon'), { target: { value: '0533 999 88 77' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByTestId('edit-saved')).toHaveTextContent('Müşteri bilgileri güncellendi.');
  expect(calls.find((c) => c.path === '/api/crm/musteriler/7/update/')?.body).toMatchObject({
    name: 'Ali',
    surname: 'Yıldız',
    phone: '5339998877',
    age: 39,
  });
});

test("keeps the form open with the reason at the phone when another customer's file holds that phone", async () => {
  const taken = 'Bu telefon #22 numaralı müşteride kayıtlı.';
  const { calls } = mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/musteriler/7/': json(DETAIL),
    'GET /api/crm/personel/': json(STAFF),
    'POST /api/crm/musteriler/7/update/': json({ message: taken, errors: { phone: taken } }, 409),
  });
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  await screen.findByRole('heading', { name: 'Ali Şahin' });
  fireEvent.click(screen.getByRole('button', { name: 'Bilgileri Düzenle' }));
  const form = screen.getByRole('form', { name: 'Müşteri bilgilerini düzenle' });
  const phone = within(form).getByLabelText('Telefon');
  // The way people write a number, as the search takes it, fits the field.
  expect('+90 (533) 987 65 42'.length).toBeLessThanOrEqual(Number(phone.getAttribute('maxlength')));
  fireEvent.change(phone, { target: { value: '+90 533 987 65 42' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(phone).toHaveAccessibleDescription(taken));
  expect(calls.find((c) => c.path === '/api/crm/musteriler/7/update/')?.body).toMatchObject({ phone: '5339876542' });
  expect(screen.queryByTestId('edit-saved')).not.toBeInTheDocument();
  expect(phone).toHaveValue('+90 533 987 65 42');
});
