import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '@kredi/contracts/testing';
import type { KvkkRequestItem } from '@kredi/contracts/crm';
import { PAGE_ROUTES, SIGNED_IN, STATS } from '../../../../test/fixtures';
import { renderCrm } from '../../../../test/renderCrm';

const request = (id: number, overrides: Partial<KvkkRequestItem> = {}): KvkkRequestItem => ({
  id,
  name: `Başvuran ${id}`,
  phone: '5321234567',
  type: 'erasure',
  details: '',
  customerId: null,
  receivedAt: '2026-11-01T09:00:00.000Z',
  dueAt: '2026-12-01T09:00:00.000Z',
  daysLeft: 0,
  overdue: false,
  closedAt: null,
  closedBy: null,
  closeNote: '',
  ...overrides,
});

// The API's order: the nearest deadline first, so the overdue one leads.
const OPEN = {
  results: [
    request(3, { name: '<b>Geciken</b> Kişi', overdue: true, type: 'access', details: 'Hangi verilerim var?' }),
    request(5, { daysLeft: 4, customerId: 77, dueAt: '2026-12-06T09:00:00.000Z' }),
    request(8, { daysLeft: 25, type: 'objection', dueAt: '2026-12-27T09:00:00.000Z' }),
  ],
  overdue: 1,
};
const CLOSED = {
  results: [request(2, { closedAt: '2026-11-20T10:00:00.000Z', closedBy: 'Ayşe Demir', closeNote: 'Veriler dışa aktarılıp gönderildi.' })],
  overdue: 1,
};
const LIST = 'GET /api/crm/kvkk-basvurulari/';
const CLOSE = 'POST /api/crm/kvkk-basvurulari/:id/kapat/';

function mockRequests(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...PAGE_ROUTES,
    [LIST]: (call) => json(call.search.get('durum') === 'kapali' ? CLOSED : OPEN),
    ...routes,
  }).calls;
}

const cards = () => screen.getAllByTestId('kvkk-request');

test('open requests: nearest deadline first with the days left, the overdue one marked, each with its customer file', async () => {
  mockRequests();
  renderCrm('/crm/kvkk-basvurulari', { preloadedState: SIGNED_IN });
  expect(await screen.findByRole('heading', { name: /Geciken/ })).toBeInTheDocument();
  expect(cards().map((card) => within(card).getByTestId('kvkk-days-left').textContent)).toEqual([
    'Süresi geçti',
    '4 gün kaldı',
    '25 gün kaldı',
  ]);
  expect(screen.getByTestId('kvkk-overdue-count')).toHaveTextContent('1 başvurunun yanıt süresi geçti.');
  const [overdue, soon] = cards();
  // Visitor text is text.
  expect(within(overdue!).getByText('#3 · <b>Geciken</b> Kişi')).toBeInTheDocument();
  expect(within(overdue!).getByText('Verilerime erişim (bilgi talebi)')).toBeInTheDocument();
  expect(within(overdue!).getByText('Hangi verilerim var?')).toBeInTheDocument();
  expect(within(overdue!).getByText('Bu telefonla kayıtlı bir müşteri dosyası yok.')).toBeInTheDocument();
  expect(within(overdue!).getByRole('link', { name: '05321234567' })).toHaveAttribute('href', 'tel:+905321234567');
  expect(within(soon!).getByRole('link', { name: /Müşteri dosyasını aç/ })).toHaveAttribute('href', '/crm/customer/77');
  expect(within(soon!).getByTestId('kvkk-due')).toHaveTextContent('6 Aralık 2026');
  expect(within(screen.getByRole('navigation', { name: 'CRM bölümleri' })).getByRole('link', { name: 'KVKK' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('closing: an empty note is refused before sending, a 409 shows the API text and keeps the note, a close succeeds', async () => {
  let answer = json({ message: 'Bu başvuru zaten kapatılmış.' }, 409);
  const calls = mockRequests({ [CLOSE]: () => answer });
  renderCrm('/crm/kvkk-basvurulari', { preloadedState: SIGNED_IN });
  await userEvent.click(within((await screen.findAllByTestId('kvkk-request'))[1]!).getByRole('button', { name: 'Notla Kapat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Başvuruyu kapat' });
  expect(within(dialog).getByText(/#5 · Başvuran 5 · Verilerimin silinmesi/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
  expect(within(dialog).getByText('Lütfen başvurunun nasıl sonuçlandırıldığını not olarak yazınız.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await userEvent.type(within(dialog).getByRole('textbox', { name: /Kapanış notu/ }), 'Dosya silindi.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
  expect(await within(dialog).findByTestId('kvkk-close-error')).toHaveTextContent('Bu başvuru zaten kapatılmış.');
  expect(within(dialog).getByRole('textbox', { name: /Kapanış notu/ })).toHaveValue('Dosya silindi.');

  answer = json({ message: 'Lütfen başvurunun nasıl sonuçlandırıldığını not olarak yazınız.' }, 400);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
  await waitFor(() => expect(within(dialog).getByTestId('kvkk-close-error')).toHaveTextContent('Lütfen başvurunun nasıl'));

  answer = json(request(5, { closedAt: '2026-12-02T10:00:00.000Z', closedBy: 'Ayşe Demir', closeNote: 'Dosya silindi.' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('#5: Başvuru kapatıldı.');
  const closes = calls.filter((c) => c.method === 'POST');
  expect(closes.map((c) => [c.path, c.body])).toEqual([
    ['/api/crm/kvkk-basvurulari/5/kapat/', { note: 'Dosya silindi.' }],
    ['/api/crm/kvkk-basvurulari/5/kapat/', { note: 'Dosya silindi.' }],
    ['/api/crm/kvkk-basvurulari/5/kapat/', { note: 'Dosya silindi.' }],
  ]);
  // The list is read again after each answer.
  expect(calls.filter((c) => c.key === LIST).length).toBeGreaterThanOrEqual(2);
});

test('the closed requests: listed with who closed them, when and the note, without a close button', async () => {
  mockRequests();
  renderCrm('/crm/kvkk-basvurulari', { preloadedState: SIGNED_IN });
  await screen.findByRole('heading', { name: /Geciken/ });
  await userEvent.click(screen.getByRole('tab', { name: 'Kapatılanlar' }));
  expect(await screen.findByTestId('kvkk-close-note')).toHaveTextContent('Kapanış notu: Veriler dışa aktarılıp gönderildi.');
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/kvkk-basvurulari?durum=kapali');
  expect(cards()).toHaveLength(1);
  expect(within(cards()[0]!).getByText(/Ayşe Demir/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Notla Kapat' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('kvkk-overdue-count')).not.toBeInTheDocument();
});

test('a list that cannot be loaded says so in Turkish', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockRequests({ [LIST]: json({ detail: 'x' }, 500) });
  renderCrm('/crm/kvkk-basvurulari', { preloadedState: SIGNED_IN });
  expect(await screen.findByTestId('kvkk-list-error')).toHaveTextContent('Başvurular yüklenemedi. Lütfen sayfayı yenileyin.');
});

describe('the dashboard flag', () => {
  test('shows the overdue count and leads to the requests screen', async () => {
    mockRequests({ 'GET /api/crm/dashboard/stats/': json(STATS) });
    renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
    const flag = await screen.findByTestId('kvkk-overdue-flag');
    expect(flag).toHaveTextContent('Yanıt süresi geçmiş 1 KVKK başvurusu var.');
    await userEvent.click(within(flag).getByRole('link', { name: 'Başvurulara git' }));
    expect(await screen.findByRole('heading', { name: /Geciken/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/crm\/kvkk-basvurulari$/);
  });

  test('is not there when nothing is overdue', async () => {
    mockRequests({ 'GET /api/crm/dashboard/stats/': json(STATS), [LIST]: json({ ...OPEN, overdue: 0 }) });
    renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.queryByTestId('kvkk-overdue-flag')).not.toBeInTheDocument();
  });
});
