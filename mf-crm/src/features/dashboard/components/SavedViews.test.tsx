import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import type { SavedView } from '@kredi/contracts/crm';
import { PAGE_ROUTES, SIGNED_IN, STATS } from '../../../../test/fixtures';
import { renderCrm } from '../../../../test/renderCrm';

afterEach(() => jest.restoreAllMocks());
// Flows through MUI selects and dialogs: slow on a loaded CI machine, like the other list tests.
jest.setTimeout(45_000);

const withRole = (rol: 'personel' | 'yönetici') => ({
  session: { ...SIGNED_IN.session, personel: { ...SIGNED_IN.session.personel, rol } },
});
const view = (fields: Partial<SavedView>): SavedView => ({
  id: 1,
  ad: 'Bugün aranacaklar',
  sorgu: 'hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim',
  paylasilan: false,
  benim: true,
  olusturan: 'Ayşe Demir',
  created_at: '2026-03-02T09:00:00.000Z',
  ...fields,
});
const VIEWS = [
  view({}),
  view({ id: 2, ad: 'Ekip: gecikenler', sorgu: 'hatirlatma=gecikmis', paylasilan: true, benim: false, olusturan: 'Yasemin Yönetici' }),
];

function mockViews(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/dashboard/stats/': json(STATS),
    'GET /api/crm/gorunumler/': json({ results: VIEWS }),
    'POST /api/crm/gorunumler/': (call) =>
      json({ message: 'Görünüm kaydedildi.', gorunum: view({ id: 3, ...(call.body as object), benim: true }) }, 201),
    'DELETE /api/crm/gorunumler/1/': json({ message: 'Görünüm silindi.' }),
    ...overrides,
  }).calls;
}

const views = () => within(screen.getByRole('region', { name: 'Görünümler' }));

test('one tap on a view applies its filters and sort to the list, through the URL', async () => {
  const calls = mockViews();
  renderCrm('/crm/dashboard', { preloadedState: withRole('personel') });
  fireEvent.click(await screen.findByRole('button', { name: 'Bugün aranacaklar' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/crm/dashboard?hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim'),
  );
  await waitFor(() => {
    const last = calls.filter((c) => c.path === '/api/crm/musteriler/').at(-1);
    expect([last?.search.get('hatirlatma'), last?.search.get('atanan'), last?.search.get('sira')]).toEqual([
      'bugun',
      'bana',
      'sonraki_iletisim',
    ]);
  });
  expect(views().getByRole('button', { name: 'Bugün aranacaklar' })).toHaveAttribute('aria-pressed', 'true');
  // A colleague's shared view says so, and cannot be deleted here.
  expect(views().getByRole('button', { name: 'Ekip: gecikenler · Paylaşılan' })).toHaveAttribute('aria-pressed', 'false');
  expect(views().queryByLabelText("'Ekip: gecikenler' görünümünü sil")).not.toBeInTheDocument();
});

test("'Görünümü Kaydet' names the current filters; an empty name is refused in Turkish; a 'personel' cannot share", async () => {
  const calls = mockViews();
  renderCrm('/crm/dashboard?durum=aranacak&ara=Ay%C5%9Fe', { preloadedState: withRole('personel') });
  fireEvent.click(await screen.findByRole('button', { name: 'Görünümü Kaydet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Görünümü Kaydet' });
  expect(within(dialog).queryByLabelText('Herkesle paylaş')).not.toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  expect(await within(dialog).findByText('Lütfen görünüm için 1-60 karakterlik bir ad girin.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(within(dialog).getByLabelText('Görünümün adı'), { target: { value: 'Ayşe aranacak' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByTestId('saved-views-notice')).toHaveTextContent('Görünüm kaydedildi.');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    ad: 'Ayşe aranacak',
    sorgu: 'search=Ay%C5%9Fe&durum=aranacak',
    paylasilan: false,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test("the API's Turkish refusal stays in the dialog with the name; a 'yönetici' may share", async () => {
  const calls = mockViews({
    'POST /api/crm/gorunumler/': json(
      { message: 'En fazla 20 görünüm kaydedebilirsiniz. Lütfen önce kullanmadığınız bir görünümü silin.' },
      400,
    ),
  });
  renderCrm('/crm/dashboard?sira=ilk_yanit', { preloadedState: withRole('yönetici') });
  fireEvent.click(await screen.findByRole('button', { name: 'Görünümü Kaydet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Görünümü Kaydet' });
  fireEvent.change(within(dialog).getByLabelText('Görünümün adı'), { target: { value: 'İlk yanıt bekleyenler' } });
  fireEvent.click(within(dialog).getByLabelText('Herkesle paylaş'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  expect(await within(dialog).findByTestId('save-view-error')).toHaveTextContent('En fazla 20 görünüm kaydedebilirsiniz.');
  expect(within(dialog).getByLabelText('Görünümün adı')).toHaveValue('İlk yanıt bekleyenler');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ad: 'İlk yanıt bekleyenler', sorgu: 'sira=ilk_yanit', paylasilan: true });
});

test('deletes one of the own views after asking', async () => {
  const calls = mockViews();
  renderCrm('/crm/dashboard', { preloadedState: withRole('personel') });
  fireEvent.click(await screen.findByLabelText("'Bugün aranacaklar' görünümünü sil"));
  const dialog = await screen.findByRole('dialog', { name: 'Görünüm silinsin mi?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, sil' }));
  expect(await screen.findByTestId('saved-views-notice')).toHaveTextContent('Görünüm silindi.');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/crm/gorunumler/1/']);
});
