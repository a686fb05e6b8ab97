import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi, type RecordedCall } from '@kredi/contracts/testing';
import { PAGE_ROUTES, LIST_ITEM, SIGNED_IN, STATS } from '../../../../test/fixtures';
import { renderCrm } from '../../../../test/renderCrm';

afterEach(() => jest.restoreAllMocks());

// jsdom lays nothing out and has no scrollIntoView: a counter's click is checked for the call and the focus.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/crm/musteriler/');

function mockDashboard(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/dashboard/stats/': json(STATS),
    'GET /api/crm/musteriler/': (call) =>
      call.search.get('cursor')
        ? json({ results: [{ ...LIST_ITEM, id: 3, full_name: 'İkinci Sayfa' }], next_cursor: null })
        : json({ results: [LIST_ITEM], next_cursor: '7' }),
    'GET /api/crm/musteriler/sayi/': json({ toplam: 1234, toplam_kesin: true }),
    'POST /api/crm/geri-arama-talepleri/:id/sonuc/': json({ success: true, message: 'ok', talep: STATS.geri_arama_talepleri[0] }),
    'POST /api/crm/iletisim-talepleri/:id/update/': json({ success: true, message: 'ok', talep: STATS.iletisim_talepleri[0] }),
    ...overrides,
  }).calls;
}

test('shows the seven counters, the staff name and the list, with visitor text as text', async () => {
  const calls = mockDashboard();
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  expect(await screen.findByText('1.234')).toBeInTheDocument();
  expect(within(screen.getByTestId('stat-cards')).getAllByTestId(/^stat-/)).toHaveLength(7);
  expect(screen.getByTestId('staff-name')).toHaveTextContent('Ayşe Demir');
  const row = await screen.findByTestId('customer-row');
  expect(within(row).getByText('<script>alert(1)</script> Şahin')).toBeInTheDocument();
  expect(within(row).getByText('İstanbul · 28-39 yaş')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '05321234567' })).toHaveAttribute('href', 'tel:+905321234567');
  expect(within(row).getByText('1400 - 1499')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'İşlemler' })).not.toBeInTheDocument();
  expect(await screen.findByTestId('customer-total')).toHaveTextContent('1.234 müşteri');
  expect(screen.getByTestId('callback-panel-count')).toHaveTextContent('1'); // the contacted one no longer counts
  expect(within(row).getByText('Şubeye Gelecek')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(screen.getByText('<b>0555</b> 444 33 22')).toBeInTheDocument();
  expect(calls.every((c) => c.headers.get('Authorization') === 'Token oturum-anahtari' || c.path.includes('demo-hint'))).toBe(true);
});

test("the request panels say they are loading until the figures arrive, never 'Talep yok.'; a failed call says so", async () => {
  let answerStats: (answer: Response) => void = () => undefined;
  mockDashboard({ 'GET /api/crm/dashboard/stats/': new Promise<Response>((resolve) => (answerStats = resolve)) });
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const callbacks = await screen.findByRole('region', { name: 'Geri Arama Talepleri' });
  expect(within(callbacks).getByText('Yükleniyor...')).toBeInTheDocument();
  expect(callbacks).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('Talep yok.')).not.toBeInTheDocument();
  expect(screen.queryByTestId('callback-panel-count')).not.toBeInTheDocument();
  answerStats(json(STATS));
  expect(await screen.findByTestId('callback-panel-count')).toHaveTextContent('1');
  expect(within(callbacks).queryByText('Yükleniyor...')).not.toBeInTheDocument();
});

test('a failed dashboard call: the panels say the requests could not be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockDashboard({ 'GET /api/crm/dashboard/stats/': json({ detail: 'Sunucu hatası' }, 500) });
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const contacts = await screen.findByRole('region', { name: 'İletişim Talepleri' });
  expect(await within(contacts).findByText('Talepler yüklenemedi.')).toBeInTheDocument();
  expect(screen.queryByText('Talep yok.')).not.toBeInTheDocument();
});

test('searches on Enter and on the button, filters by status and pages with the cursor', async () => {
  const calls = mockDashboard();
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  await screen.findByTestId('customer-row');
  const box = screen.getByLabelText('Müşteri ara');
  fireEvent.change(box, { target: { value: 'ışık' } });
  expect(listCalls(calls)).toHaveLength(1);
  fireEvent.submit(box.closest('form')!);
  await waitFor(() => expect(listCalls(calls).at(-1)?.search.get('search')).toBe('ışık'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('ara='));
  fireEvent.change(screen.getByLabelText('Müşteri ara'), { target: { value: 'sahin' } });
  fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Ara' }));
  await waitFor(() => expect(listCalls(calls).at(-1)?.search.get('search')).toBe('sahin'));

  fireEvent.mouseDown(screen.getByLabelText('Durum'));
  fireEvent.click(await screen.findByRole('option', { name: 'Düşük Skor' }));
  await waitFor(() => expect(listCalls(calls).at(-1)?.search.get('durum')).toBe('dusuk_skor'));

  fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
  expect(await screen.findByText('İkinci Sayfa')).toBeInTheDocument();
  expect(listCalls(calls).at(-1)?.search.get('cursor')).toBe('7');
  expect(screen.getByText('Sayfa 2')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('imlec=7');
  fireEvent.click(screen.getByRole('button', { name: 'Önceki' }));
  expect(await screen.findByText('Sayfa 1')).toBeInTheDocument();
});

test('opens the list the URL describes (reload, back): search, filter, page, and the box shows the search', async () => {
  const calls = mockDashboard();
  renderCrm('/crm/dashboard?ara=kaya&durum=aranacak&imlec=7', { preloadedState: SIGNED_IN });
  expect(await screen.findByText('İkinci Sayfa')).toBeInTheDocument();
  const last = listCalls(calls).at(-1)!;
  expect([last.search.get('search'), last.search.get('durum'), last.search.get('cursor')]).toEqual(['kaya', 'aranacak', '7']);
  expect(screen.getByText('Sayfa 2')).toBeInTheDocument();
  expect(screen.getByLabelText('Müşteri ara')).toHaveValue('kaya');
  expect(calls.find((c) => c.path === '/api/crm/musteriler/sayi/')?.search.get('search')).toBe('kaya');
});

test('a failed Ara shows the server message in the panel', async () => {
  mockDashboard({ 'POST /api/crm/geri-arama-talepleri/:id/sonuc/': json({ message: 'Talep bulunamadı.' }, 404) });
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const callbacks = await screen.findByTestId('callback-panel');
  fireEvent.click(await within(callbacks).findByRole('button', { name: 'Ara' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Meşgul' }));
  expect(await within(callbacks).findByTestId('callback-error')).toHaveTextContent('Talep bulunamadı.');
});

test('a row click opens the customer', async () => {
  mockDashboard({ 'GET /api/crm/musteriler/:id/': json({ message: 'Müşteri bulunamadı' }, 404) });
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  fireEvent.click(await screen.findByTestId('customer-row'));
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/customer/7');
});

test('shows the empty state when no customer is found', async () => {
  mockDashboard({ 'GET /api/crm/musteriler/': json({ results: [], next_cursor: null }) });
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const empty = await screen.findByTestId('customers-empty');
  expect(empty).toHaveTextContent('Müşteri bulunamadı');
  expect(empty).toHaveTextContent(/destek ekibiyle/);
});

test('the panels send the fixed notes and reload the stats', async () => {
  const calls = mockDashboard();
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const callbacks = await screen.findByTestId('callback-panel');
  await within(callbacks).findAllByTestId('callback-item');
  expect(within(callbacks).getByRole('button', { name: 'Arandı' })).toBeDisabled();
  expect(
    within(callbacks)
      .getAllByTestId('callback-outcome')
      .map((c) => c.textContent),
  ).toEqual(['Son arama: Meşgul', 'Son arama: Ulaşıldı']);
  fireEvent.click(within(callbacks).getByRole('button', { name: 'Ara' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ulaşıldı', 'Ulaşılamadı', 'Meşgul', 'Yanlış numara']);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Ulaşıldı' }));
  await waitFor(() => expect(calls.find((c) => c.path === '/api/crm/geri-arama-talepleri/11/sonuc/')?.body).toEqual({ sonuc: 'ulasildi' }));
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/crm/dashboard/stats/')).toHaveLength(2));

  const contacts = screen.getByTestId('contact-panel');
  const [first, second] = within(contacts).getAllByTestId('contact-item');
  expect(within(first!).getByTestId('contact-status')).toHaveTextContent('Yeni');
  expect(within(second!).getByTestId('contact-status')).toHaveTextContent('Yanıtlandı');
  expect(within(second!).getByRole('button', { name: 'Yanıtlandı' })).toBeDisabled();
  expect(within(first!).getByRole('link', { name: 'a@example.com' })).toHaveAttribute('href', 'mailto:a@example.com');
  fireEvent.click(within(first!).getByRole('button', { name: 'Okundu İşaretle' }));
  await waitFor(() =>
    expect(calls.find((c) => c.path === '/api/crm/iletisim-talepleri/21/update/')?.body).toEqual({
      is_read: true,
      is_replied: false,
      notes: 'Durum güncellendi.',
    }),
  );
  fireEvent.click(within(first!).getByRole('button', { name: 'Yanıtlandı İşaretle' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/api/crm/iletisim-talepleri/21/update/').at(-1)?.body).toEqual({
      is_read: true,
      is_replied: true,
      notes: 'Personel tarafından yanıtlandı.',
    }),
  );
  expect(screen.getByTestId('callback-panel-scroll')).toHaveStyle({ overflowY: 'auto' });
});

test('a 401 clears the session and returns to the login page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockDashboard({ 'GET /api/crm/dashboard/stats/': json({ message: 'Oturumunuz sona erdi.' }, 401) });
  const { store } = renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/login'));
  expect(store.getState().session.crmToken).toBeNull();
});

test('logout revokes the token on the server and goes to login', async () => {
  const calls = mockDashboard({ 'POST /api/crm/auth/logout/': json({ success: true, message: 'ok' }) });
  const { store } = renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  fireEvent.click(await screen.findByRole('button', { name: 'Çıkış Yap' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/login'));
  expect(calls.find((c) => c.path === '/api/crm/auth/logout/')?.headers.get('Authorization')).toBe('Token oturum-anahtari');
  expect(store.getState().session.crmToken).toBeNull();
});

test('the reminder counters open the list filtered the same way, sorted by the next contact', async () => {
  const calls = mockDashboard();
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const today = within(await screen.findByTestId('stat-bugunku_hatirlatma')).getByRole('link');
  expect(today).toHaveAttribute('href', '/crm/dashboard?hatirlatma=bugun&sira=sonraki_iletisim');
  expect(within(screen.getByTestId('stat-bekleyen_takip')).getByRole('link')).toHaveAttribute(
    'href',
    '/crm/dashboard?hatirlatma=gecikmis&sira=sonraki_iletisim',
  );
  expect(within(screen.getByTestId('stat-bekleyen_geri_arama')).getByRole('link')).toHaveAttribute('href', '#callback-panel');
  fireEvent.click(today);
  await waitFor(() => expect(listCalls(calls).at(-1)?.search.get('hatirlatma')).toBe('bugun'));
  expect(listCalls(calls).at(-1)?.search.get('sira')).toBe('sonraki_iletisim');
  expect(screen.getByLabelText('Hatırlatma')).toHaveTextContent('Bugün');
  expect(screen.getByLabelText('Sıralama')).toHaveTextContent('Sonraki iletişim (en yakın)');
  // The results come into view (on a phone the counters fill the screen) and the list's heading has the focus.
  expect(scrollIntoView).toHaveBeenCalled();
  expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Müşteriler' }));
  expect(screen.getByRole('heading', { name: 'Müşteriler' })).toHaveFocus();
});

test("the row's phone link calls without opening the file; the stage is next to the name; a missed next contact is marked", async () => {
  const past = { ...LIST_ITEM, id: 8, full_name: 'Geciken Kişi', sonraki_iletisim: '2020-01-02T07:00:00Z' };
  mockDashboard({ 'GET /api/crm/musteriler/': json({ results: [LIST_ITEM, past], next_cursor: null }) });
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const [first, second] = await screen.findAllByTestId('customer-row');
  const call = within(first!).getByRole('link', { name: '05321234567' });
  call.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot follow tel:
  fireEvent.click(call);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/crm\/dashboard$/);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    '',
    'Müşteri',
    'Durum',
    'İletişim',
    'Findeks',
    'Önerilen Limit',
    'Sonraki İletişim',
    'Sorumlu',
  ]);
  expect(within(second!).getByTestId('next-contact-overdue')).toHaveTextContent('02.01.2020 10:00 · Gecikmiş');
  expect(within(first!).queryByTestId('next-contact-overdue')).not.toBeInTheDocument();
});

test('a request links to the customer with its phone, or makes one: names checked as the credit form does', async () => {
  const calls = mockDashboard({
    'POST /api/crm/geri-arama-talepleri/:id/musteri/': json({ success: true, message: 'Müşteri oluşturuldu.', musteri_id: 99 }, 201),
    'GET /api/crm/musteriler/:id/': json({ message: 'Müşteri bulunamadı' }, 404),
  });
  renderCrm('/crm/dashboard', { preloadedState: SIGNED_IN });
  const callbacks = await screen.findByTestId('callback-panel');
  const [open, matched] = await within(callbacks).findAllByTestId('callback-item');
  expect(within(matched!).getByRole('link', { name: 'Müşteri Dosyası' })).toHaveAttribute('href', '/crm/customer/7');
  fireEvent.click(within(open!).getByRole('button', { name: 'Müşteri Oluştur' }));
  const dialog = await screen.findByRole('dialog', { name: 'Talepten Müşteri Oluştur' });
  fireEvent.change(within(dialog).getByLabelText('Ad'), { target: { value: '1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Müşteri Oluştur' }));
  expect(await within(dialog).findByText('Lütfen geçerli bir ad giriniz.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Ad'), { target: { value: 'Ayşe' } });
  fireEvent.change(within(dialog).getByLabelText('Soyad'), { target: { value: 'Kaya' } });
  // The city is one of the 81 provinces, picked from the list, or none.
  fireEvent.mouseDown(within(dialog).getByLabelText('Şehir (isteğe bağlı)'));
  const izmir = await screen.findByText('İzmir', { selector: '[role="option"]' });
  expect(document.querySelectorAll('[role="option"]')).toHaveLength(82);
  fireEvent.click(izmir);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Müşteri Oluştur' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/customer/99'));
  expect(calls.find((c) => c.path === '/api/crm/geri-arama-talepleri/11/musteri/')?.body).toEqual({
    ad: 'Ayşe',
    soyad: 'Kaya',
    sehir: 'İzmir',
  });
});
