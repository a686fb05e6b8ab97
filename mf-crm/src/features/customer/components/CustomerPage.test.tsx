import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import { PAGE_ROUTES, DETAIL, SIGNED_IN, STATS } from '../../../../test/fixtures';
import { renderCrm } from '../../../../test/renderCrm';

afterEach(() => jest.restoreAllMocks());

const FOLLOW_UPS = {
  results: [
    {
      id: 1,
      personel_ad: 'Ayşe Demir',
      olusturma_tarihi: '2025-06-10T09:00:00Z',
      notlar: '<i>ilk</i> not',
      eski_durum: 'aranacak',
      yeni_durum: 'cevap_vermedi',
      sonraki_iletisim: null,
    },
    {
      id: 2,
      personel_ad: 'Demo Personel',
      olusturma_tarihi: '2025-06-11T09:00:00Z',
      notlar: 'ikinci not',
      eski_durum: null,
      yeni_durum: null,
      sonraki_iletisim: '2025-06-12T07:30:00Z',
    },
  ],
};

function mockCustomer(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/musteriler/7/': json(DETAIL),
    'GET /api/crm/musteriler/7/takipler/': json(FOLLOW_UPS),
    'GET /api/crm/musteriler/7/onaylar/': json({ results: [], ticari_izin_var: false }),
    'POST /api/crm/musteriler/7/takipler/create/': json(
      { success: true, message: 'Not eklendi.', takip: FOLLOW_UPS.results[1], musteri: DETAIL },
      201,
    ),
    'POST /api/crm/musteriler/7/kvkk/erase/': json({ success: true, message: 'Kişisel veriler anonimleştirildi.', musteri_sayisi: 1 }),
    ...overrides,
  }).calls;
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

test('shows the header badges and every tab with the code-table labels', async () => {
  mockCustomer();
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  expect(await screen.findByRole('heading', { name: 'Ali Şahin' })).toBeInTheDocument();
  for (const badge of ['Şubeye Gelecek', 'Doğrulanmış', 'Kara Listede', 'Beni Arayın']) expect(screen.getByText(badge)).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Genel',
    'Kredi',
    'Findeks',
    'Sistem',
    'Takipler',
    'Geçmiş',
    'Talepler',
  ]);

  expect(screen.getByText('10000000146')).toBeInTheDocument();
  expect(screen.getByText('17 Mayıs 1990')).toBeInTheDocument();
  expect(screen.getByText(`${new Date().getFullYear() - 1990} yaş`)).toBeInTheDocument(); // from the birth date, not the band
  expect(screen.getByRole('link', { name: '05321234567' })).toHaveAttribute('href', 'tel:+905321234567');
  expect(screen.getByText('Kamu çalışanı')).toBeInTheDocument(); // SGK 2 as the form means it
  expect(screen.getByText('Var (2-3 yıl önce)')).toBeInTheDocument();
  expect(screen.getByText('Onaylandı')).toBeInTheDocument();
  expect(screen.getByText('Instagram')).toBeInTheDocument();

  tab('Kredi');
  expect(screen.getByText('2-3 ay önce')).toBeInTheDocument(); // last credit use 3
  expect(screen.getByText('500.000 - 999.000 TL')).toBeInTheDocument(); // the band, not '₺999.000'
  expect(screen.getByText('9.999 TL ve altı')).toBeInTheDocument();
  expect(screen.getByText('2-4')).toBeInTheDocument();
  tab('Findeks');
  expect(screen.getByText('1400 - 1499')).toBeInTheDocument();
  expect(screen.getByText('Findeks Endeksi')).toBeInTheDocument();
  expect(screen.queryByText('Home Index')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/customer/7?sekme=findeks');
  tab('Sistem');
  expect(within(screen.getByRole('tabpanel')).getByText('Atanmamış')).toBeInTheDocument();
  expect(screen.getByText('Henüz not eklenmemiş')).toBeInTheDocument();
  expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
});

test('lists the follow-ups newest first, as text, and the Yeni Not form posts and closes', async () => {
  const calls = mockCustomer();
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  await screen.findByRole('heading', { name: 'Ali Şahin' });
  tab('Takipler');
  const items = await screen.findAllByTestId('follow-up');
  expect(within(items[0]!).getByText('ikinci not')).toBeInTheDocument();
  expect(within(items[1]!).getByText('<i>ilk</i> not')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Cevap Vermedi - Tekrar Aranacak')).toBeInTheDocument();
  expect(document.querySelector('i')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Yeni Not' }));
  fireEvent.change(screen.getByLabelText('Not'), { target: { value: 'Şubeye davet edildi.' } });
  fireEvent.mouseDown(screen.getByLabelText('Yeni Durum'));
  fireEvent.click(await screen.findByRole('option', { name: 'Şubeye Gelecek' }));
  fireEvent.change(screen.getByLabelText('Sonraki İletişim'), { target: { value: '2025-06-16T10:30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  // A next contact in the past (a mistyped year) is asked about before anything is sent.
  expect(await screen.findByTestId('past-next-contact')).toHaveTextContent(
    'Sonraki iletişim geçmiş bir zaman. Bu tarihle kaydetmek istiyor musunuz?',
  );
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Evet, Kaydet' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Yeni not' })).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    notlar: 'Şubeye davet edildi.',
    yeni_durum: 'subeye_gelecek',
    sonraki_iletisim: '2025-06-16T10:30',
  });
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/crm/musteriler/7/takipler/')).toHaveLength(2));
  expect(calls.filter((c) => c.path === '/api/crm/musteriler/7/')).toHaveLength(2);
});

test('erases only after the confirmation', async () => {
  const calls = mockCustomer();
  // Erase is for leaders; a 'personel' sees it disabled (RolePermissions.test.tsx).
  const manager = { session: { ...SIGNED_IN.session, personel: { ...SIGNED_IN.session.personel, rol: 'yönetici' as const } } };
  renderCrm('/crm/customer/7', { preloadedState: manager });
  fireEvent.click(await screen.findByRole('button', { name: 'KVKK Kapsamında Sil' }));
  const dialog = await screen.findByRole('dialog');
  // The safe answer has the focus and does not look like the erase.
  const cancel = within(dialog).getByRole('button', { name: 'Vazgeç' });
  expect(cancel).toHaveFocus();
  expect(cancel).toHaveClass('MuiButton-outlined');
  expect(within(dialog).getByRole('button', { name: 'Evet, sil' })).toHaveClass('MuiButton-contained', 'MuiButton-colorError');
  fireEvent.click(cancel);
  await waitForElementToBeRemoved(dialog);
  expect(calls.some((c) => c.path.endsWith('/kvkk/erase/'))).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'KVKK Kapsamında Sil' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, sil' }));
  expect(await screen.findByText('Kişisel veriler anonimleştirildi.')).toBeInTheDocument();
  expect(calls.find((c) => c.path.endsWith('/kvkk/erase/'))?.body).toEqual({ onay: true });
});

test('an unknown customer shows the not-found state with a way back', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockCustomer({
    'GET /api/crm/musteriler/7/': json({ message: 'Müşteri bulunamadı' }, 404),
    // 'Geri Dön' opens the dashboard, which loads its figures.
    'GET /api/crm/dashboard/stats/': json(STATS),
  });
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  expect(await screen.findByTestId('customer-not-found')).toHaveTextContent('Müşteri bulunamadı');
  fireEvent.click(screen.getByRole('button', { name: 'Geri Dön' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/dashboard');
});

test('a refused note shows the server message next to the form and keeps what was typed', async () => {
  mockCustomer({
    'POST /api/crm/musteriler/7/takipler/create/': json(
      { message: 'Lütfen bir not yazın, yeni bir durum ya da sonraki iletişim tarihi seçin.' },
      400,
    ),
  });
  renderCrm('/crm/customer/7?sekme=takipler', { preloadedState: SIGNED_IN });
  fireEvent.click(await screen.findByRole('button', { name: 'Yeni Not' }));
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByTestId('follow-up-error')).toHaveTextContent(
    'Lütfen bir not yazın, yeni bir durum ya da sonraki iletişim tarihi seçin.',
  );
  expect(screen.getByRole('form', { name: 'Yeni not' })).toBeInTheDocument();
});

test('a session that ends while a note is written: login says so, and the draft is back on the same page after', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockCustomer({ 'POST /api/crm/musteriler/7/takipler/create/': json({ message: 'Oturumunuz sona erdi ya da geçersiz.' }, 401) });
  const first = renderCrm('/crm/customer/7?sekme=takipler', { preloadedState: SIGNED_IN });
  fireEvent.click(await screen.findByRole('button', { name: 'Yeni Not' }));
  fireEvent.change(screen.getByLabelText('Not'), { target: { value: 'Yarım kalan not' } });
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/login?geri='));
  expect(screen.getByTestId('location')).toHaveTextContent('sure=1');
  expect(screen.getByTestId('location')).toHaveTextContent(encodeURIComponent('/crm/customer/7?sekme=takipler'));
  expect(screen.getByText(/^Oturumunuz sona erdi/)).toBeInTheDocument();
  first.unmount();

  mockCustomer();
  renderCrm('/crm/customer/7?sekme=takipler', { preloadedState: SIGNED_IN });
  expect(await screen.findByLabelText('Not')).toHaveValue('Yarım kalan not');
  fireEvent.click(screen.getByRole('button', { name: 'İptal' }));
  expect(window.sessionStorage.getItem('crm.noteDraft.7')).toBeNull();
});

test('the Geçmiş tab shows the timeline newest first, with who and when, free text as text', async () => {
  mockCustomer({
    'GET /api/crm/musteriler/7/zaman-cizelgesi/': json({
      results: [
        {
          tur: 'durum',
          zaman: '2025-06-11T09:00:00Z',
          kim: 'Ayşe Demir',
          ayrinti: '<b>davet</b>',
          eski_durum: 'aranacak',
          yeni_durum: 'subeye_gelecek',
        },
        { tur: 'basvuru', zaman: '2025-06-01T09:00:00Z', kim: 'Müşteri', ayrinti: '', eski_durum: null, yeni_durum: null },
      ],
    }),
  });
  renderCrm('/crm/customer/7?sekme=gecmis', { preloadedState: SIGNED_IN });
  const events = await screen.findAllByTestId('timeline-event');
  expect(events).toHaveLength(2);
  expect(within(events[0]!).getByText('Durum değişikliği')).toBeInTheDocument();
  expect(within(events[0]!).getByText('Ayşe Demir')).toBeInTheDocument();
  expect(within(events[0]!).getByText('<b>davet</b>')).toBeInTheDocument();
  expect(within(events[1]!).getByText('Başvuru')).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
});

test("'Arama Sonucu' records an outcome; the Talepler tab lists the requests of the customer's phone", async () => {
  const calls = mockCustomer({
    'POST /api/crm/musteriler/7/arama/': json({ success: true, message: 'Arama sonucu kaydedildi.', talep: null }),
    'GET /api/crm/musteriler/7/talepler/': json({
      geri_arama: [
        {
          id: 3,
          phone_number: '05321234567',
          created_at: '2025-06-10T09:00:00Z',
          is_contacted: false,
          notes: '',
          musteri_id: 7,
          sonuc: 'ulasilamadi',
        },
      ],
      iletisim: [],
    }),
  });
  renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
  fireEvent.click(await screen.findByRole('button', { name: 'Arama Sonucu' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Yanlış numara' }));
  expect(await screen.findByTestId('call-recorded')).toHaveTextContent('Kaydedildi: Yanlış numara');
  expect(calls.find((c) => c.path === '/api/crm/musteriler/7/arama/')?.body).toEqual({ sonuc: 'yanlis_numara' });
  tab('Talepler');
  const request = await screen.findByTestId('customer-callback');
  expect(request).toHaveTextContent('Son arama: Ulaşılamadı');
  expect(request).toHaveTextContent('Bekliyor');
  expect(screen.getByText('Bu telefondan iletişim talebi yok.')).toBeInTheDocument();
});

/** jsdom has no EventSource: a stand-in the test drives, as the browser's would deliver the stream's events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

test("a colleague's note reaches the open file with the live notice, without a reload", async () => {
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
  let stored = FOLLOW_UPS.results;
  const colleague = { ...FOLLOW_UPS.results[0]!, id: 3, personel_ad: 'Mehmet Kaya', notlar: 'Mehmet Bey aradı' };
  try {
    mockCustomer({
      'GET /api/crm/dashboard/stats/': json(STATS),
      'GET /api/crm/musteriler/7/takipler/': () => json({ results: stored }),
      'GET /api/crm/musteriler/7/zaman-cizelgesi/': json({ results: [] }),
      'GET /api/crm/musteriler/7/talepler/': json({ results: [] }),
      'POST /api/crm/canli/bilet/': json({ bilet: 'tek-kullanimlik', expires_at: '2025-06-10T09:00:30Z' }),
    });
    renderCrm('/crm/customer/7', { preloadedState: SIGNED_IN });
    await screen.findByRole('heading', { name: 'Ali Şahin' });
    tab('Takipler');
    expect(await screen.findByText('Takip Notları (2)')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    stored = [colleague, ...FOLLOW_UPS.results];
    act(() =>
      FakeEventSource.opened[0]!.emit('crm', { tur: 'degisiklik', musteri_id: 7, ad: 'Ali Ş.', personel_id: 99, kim: 'Mehmet Kaya' }),
    );
    expect(await screen.findByText('Takip Notları (3)')).toBeInTheDocument();
    expect(screen.getByText('Mehmet Bey aradı')).toBeInTheDocument();
    // The notice names the record (never the person) and opens its file.
    expect(await screen.findByText('Mehmet Kaya, #7 numaralı müşterinin kaydını güncelledi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dosyayı Aç' })).toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(globalThis, 'EventSource');
    FakeEventSource.opened = [];
  }
});
