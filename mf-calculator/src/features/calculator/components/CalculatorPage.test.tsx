import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { defaultSiteConfig } from '@kredi/kernel';
import {
  calculationCalls,
  heldReply,
  mockCalculatorApi,
  offer,
  serverAnswer,
  typesWith,
  type CalculatorReplies,
} from '@kredi/contracts/testing';
import { saveConsentChoice } from '@kredi/contracts/consent';
import { LAST_CALCULATION_KEY } from '../lib/lastCalculation';
import CalculatorPage from './CalculatorPage';

jest.setTimeout(30_000);

const SITE = {
  ...defaultSiteConfig,
  brandName: 'Test Kredi',
  phone: '0850 111 22 33',
  phoneHref: 'tel:+908501112233',
  email: 'bilgi@test-kredi.example',
};

function renderPage(replies: CalculatorReplies = {}) {
  const calls = mockCalculatorApi(replies);
  const view = renderWithProviders(<CalculatorPage />, { route: '/kredi-hesaplama', preloadedState: { siteConfig: SITE } });
  return { calls, ...view };
}

const amountField = () => screen.getByRole('textbox', { name: /^Kredi Tutarı/ });
const vehicleField = () => screen.getByRole('textbox', { name: /^Aracın Kasko Değeri/ });
const termSelect = () => screen.getByRole('combobox', { name: 'Vade' });
const calculateButton = () => screen.getByRole('button', { name: /^(Hesapla|Hesaplanıyor\.\.\.)$/ });
const termOptionLabels = () =>
  within(termSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);
const instalment = () => screen.getByTestId('aylik-taksit');

async function enterAmount(value: string, field = amountField()) {
  await userEvent.clear(field);
  if (value) await userEvent.paste(value);
}

async function chooseTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name: new RegExp(`^${name}`) }));
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('CalculatorPage: the page', () => {
  it('sets the title and description, and shows the cards with the site config phone and e-mail', async () => {
    renderPage();
    expect(document.title).toBe('Kredi Hesaplama | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/KKDF ve BSMV/);
    expect(screen.getByRole('heading', { level: 1, name: 'Kredi Hesaplama' })).toBeInTheDocument();
    const support = screen.getByRole('region', { name: 'Uzman Desteği' });
    expect(within(support).getByRole('link', { name: '0850 111 22 33' })).toHaveAttribute('href', 'tel:+908501112233');
    expect(within(support).getByRole('link', { name: 'bilgi@test-kredi.example' })).toHaveAttribute(
      'href',
      'mailto:bilgi@test-kredi.example',
    );
    expect(screen.getByRole('region', { name: 'Bilgilendirme' })).toBeInTheDocument();
    const typeCards = screen.getByRole('region', { name: 'Kredi Türleri' });
    expect(
      within(typeCards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['İhtiyaç Kredisi', 'Konut Kredisi', 'Taşıt Kredisi', 'Ticari Kredi']);
    const disclaimers = screen.getByRole('region', { name: 'Yasal uyarı' });
    expect(disclaimers).toHaveTextContent('tahmini');
    expect(disclaimers).toHaveTextContent('bankadan bankaya');
    expect(disclaimers).toHaveTextContent('bankanızla iletişime geçiniz');
    expect(disclaimers).toHaveTextContent('Kredi onayı tamamen bankaların kendi kararıdır');
    expect(disclaimers).toHaveTextContent('ücretsiz ve güvenlidir');
    // No consent to functional storage yet: the box does not promise to keep the result.
    expect(screen.getByRole('region', { name: 'Son Hesaplamanız' })).toHaveTextContent('Sonucunuz burada gösterilir');
  });

  it("tabs come from the API, labelled without ' Kredisi'; ticari carries the maintenance dot", async () => {
    const { calls } = renderPage({ types: { status: 200, body: typesWith((t) => (t.id === 'konut' ? { ...t, ad: 'Ev Kredisi' } : t)) } });
    expect(await screen.findByRole('tab', { name: 'Ev' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['İhtiyaç', 'Taşıt', 'Ev', 'Ticari']);
    expect(within(screen.getByRole('tab', { name: /^Ticari/ })).getByRole('img', { name: 'bakım modunda' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'İhtiyaç' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.path === '/api/kredi/kredi-turleri/')).toBe(true);
  });

  it('uses the four built-in types when the list cannot be loaded, and hides inactive types', async () => {
    const { calls } = renderPage({ types: { status: 500, body: {} } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/kredi/kredi-turleri/')).toBe(true));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['İhtiyaç', 'Taşıt', 'Konut', 'Ticari']);
  });

  it('hides a type the server marks inactive', async () => {
    renderPage({ types: { status: 200, body: typesWith((t) => (t.id === 'tasit' ? { ...t, aktif: false } : t)) } });
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(3));
  });

  it("a tab in maintenance opens 'Bakım Modu' with its message and leaves the selection unchanged", async () => {
    renderPage({ types: { status: 200, body: typesWith((t) => (t.id === 'konut' ? { ...t, bakim_modu: true, bakim_mesaji: null } : t)) } });
    await chooseTab('Ticari');
    const dialog = await screen.findByRole('dialog', { name: 'Bakım Modu' });
    expect(dialog).toHaveTextContent('Ticari kredi hesaplama aracımız çok yakında hizmetinizde olacak.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'İhtiyaç' })).toHaveAttribute('aria-selected', 'true');

    await chooseTab('Konut');
    expect(await screen.findByRole('dialog', { name: 'Bakım Modu' })).toHaveTextContent(
      'Bu kredi türü şu anda bakım modundadır. Lütfen daha sonra tekrar deneyiniz.',
    );
  });
});

describe('CalculatorPage: amount and terms', () => {
  it('keeps digits only, shows Turkish thousands separators and the numeric keyboard', async () => {
    renderPage();
    expect(amountField()).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(amountField(), '12a5.0 00');
    expect(amountField()).toHaveValue('125.000');
  });

  it('disables Hesapla under 10.000 TL and says why', async () => {
    renderPage();
    expect(calculateButton()).toBeDisabled();
    await enterAmount('9999');
    expect(calculateButton()).toBeDisabled();
    expect(screen.getByText('Kredi tutarı en az 10.000 TL olmalıdır.')).toBeInTheDocument();
    await enterAmount('10000');
    expect(calculateButton()).toBeEnabled();
  });

  it('ihtiyaç: terms by amount from 3..120, default 36, clamped with a notice when the amount lowers the maximum', async () => {
    renderPage();
    expect(termSelect()).toHaveValue('36');
    expect(termOptionLabels()).toEqual(['3 Ay', '6 Ay', '9 Ay', '12 Ay', '18 Ay', '24 Ay', '30 Ay', '36 Ay']);
    await enterAmount('200000');
    expect(termSelect()).toHaveValue('24');
    expect(screen.getByRole('status')).toHaveTextContent('Seçtiğiniz vade, bu tutar için izin verilen en uzun vade olan 24 aya düşürüldü.');
    await enterAmount('300000');
    expect(termSelect()).toHaveValue('12');
    expect(termOptionLabels()).toEqual(['3 Ay', '6 Ay', '9 Ay', '12 Ay']);
    await userEvent.selectOptions(termSelect(), '6');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ihtiyaç: the term-limits modal lists the caps in force', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Vade sınırları' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vade Sınırları' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["125.000 TL'ye kadar: en fazla 36 ay", '125.001 TL - 250.000 TL: en fazla 24 ay', '250.000 TL üzeri: en fazla 12 ay']);
  });

  it('konut: 12, 18, 24, then 36..120 by 12, shown in years; the header follows the type', async () => {
    renderPage();
    await chooseTab('Konut');
    expect(screen.getByRole('heading', { level: 2, name: 'Konut Kredisi Hesaplama' })).toBeInTheDocument();
    expect(screen.getByTestId('ikon-konut')).toBeInTheDocument();
    expect(termSelect()).toHaveValue('36');
    expect(termOptionLabels()).toEqual([
      '1 Yıl (12 Ay)',
      '1,5 Yıl (18 Ay)',
      '2 Yıl (24 Ay)',
      '3 Yıl (36 Ay)',
      '4 Yıl (48 Ay)',
      '5 Yıl (60 Ay)',
      '6 Yıl (72 Ay)',
      '7 Yıl (84 Ay)',
      '8 Yıl (96 Ay)',
      '9 Yıl (108 Ay)',
      '10 Yıl (120 Ay)',
    ]);
  });

  it('taşıt: the amount waits for the kasko value, is capped at the maximum loan, and the value band caps the term', async () => {
    renderPage();
    await chooseTab('Taşıt');
    expect(screen.getByTestId('ikon-tasit')).toBeInTheDocument();
    expect(amountField()).toBeDisabled();
    expect(screen.getByText('Önce aracın kasko değerini giriniz')).toBeInTheDocument();
    expect(termOptionLabels()).toHaveLength(10);

    await enterAmount('400000', vehicleField());
    expect(vehicleField()).toHaveValue('400.000');
    expect(amountField()).toBeEnabled();
    expect(screen.getByText('En fazla 280.000 TL kredi kullanabilirsiniz.')).toBeInTheDocument();
    await enterAmount('300000');
    expect(amountField()).toHaveValue('280.000');

    await userEvent.selectOptions(termSelect(), '48');
    await enterAmount('500000', vehicleField());
    expect(amountField()).toHaveValue('250.000');
    expect(termSelect()).toHaveValue('36');
    expect(screen.getByRole('status')).toHaveTextContent('36 aya düşürüldü');

    await enterAmount('2500000', vehicleField());
    expect(amountField()).toHaveValue('');
    expect(screen.getByText('2.500.000 TL kasko değerindeki araçlar için taşıt kredisi kullanılamaz.')).toBeInTheDocument();
    expect(calculateButton()).toBeDisabled();
  });

  it('taşıt: the restrictions modal shows the bands in force', async () => {
    renderPage();
    await chooseTab('Taşıt');
    await userEvent.click(screen.getByRole('button', { name: 'Taşıt kredisi kısıtlamaları' }));
    const dialog = await screen.findByRole('dialog', { name: 'Taşıt Kredisi Kısıtlamaları' });
    const items = within(within(dialog).getByRole('list', { name: 'Kasko değerine göre taşıt kredisi sınırları' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      "400.000 TL'ye kadarEn fazla %70 kredi, en uzun 48 ay vade",
      '400.001 TL - 800.000 TLEn fazla %50 kredi, en uzun 36 ay vade',
      '800.001 TL - 1.200.000 TLEn fazla %30 kredi, en uzun 24 ay vade',
      '1.200.001 TL - 2.000.000 TLEn fazla %20 kredi, en uzun 12 ay vade',
      '2.000.000 TL üzeriTaşıt kredisi kullanılamaz',
    ]);
  });
});

describe('CalculatorPage: calculation', () => {
  it('calculates 500 ms after the last change, shows Hesaplanıyor... meanwhile, then the result with tax lines and cost rates', async () => {
    const held = heldReply(serverAnswer({ kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' }));
    const { calls } = renderPage({ calculate: () => held.promise });
    await enterAmount('100000');
    expect(calculationCalls(calls)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Hesaplanıyor...' })).toBeDisabled();
    expect(calculationCalls(calls).map((call) => call.body)).toEqual([
      { kredi_miktari: 100_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' },
    ]);

    act(() => held.release());
    await waitFor(() => expect(instalment()).toHaveTextContent('6.189,33 TL'));
    const result = screen.getByRole('region', { name: 'Hesaplama Sonucu' });
    expect(result).toHaveTextContent('Toplam Geri Ödeme222.815,73 TL');
    expect(result).toHaveTextContent('Toplam Faiz94.473,63 TL');
    expect(result).toHaveTextContent('KKDF (%15,00)14.171,05 TL');
    expect(result).toHaveTextContent('BSMV (%15,00)14.171,05 TL');
    expect(result).toHaveTextContent('Yıllık Maliyet Oranı%83,46');
    expect(calculateButton()).toHaveTextContent('Hesapla');
    expect(calculateButton()).toBeEnabled();
  });

  it('the Hesapla button calculates at once', async () => {
    const { calls } = renderPage();
    await enterAmount('50000');
    await userEvent.click(calculateButton());
    expect(calculationCalls(calls).length).toBeGreaterThanOrEqual(1);
    expect(await screen.findByTestId('aylik-taksit')).toBeInTheDocument();
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const first = heldReply(serverAnswer({ kredi_miktari: 20_000, vade_ay: 36, faiz_orani: 3.99, kredi_turu: 'ihtiyac' }));
    const { calls } = renderPage({ calculate: (body, index) => (index === 0 ? first.promise : serverAnswer(body)) });
    await enterAmount('20000');
    await screen.findByRole('button', { name: 'Hesaplanıyor...' });
    await enterAmount('100000');
    await waitFor(() => expect(instalment()).toHaveTextContent('6.189,33 TL'));
    act(() => first.release());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(instalment()).toHaveTextContent('6.189,33 TL');
    expect(calculationCalls(calls)).toHaveLength(2);
  });

  it("computes locally when the API fails, showing the server's error text", async () => {
    renderPage({
      calculate: () => ({ status: 503, body: { message: 'Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.' } }),
    });
    await enterAmount('100000');
    await waitFor(() => expect(instalment()).toHaveTextContent('6.189,33 TL'));
    expect(screen.getByRole('alert')).toHaveTextContent('Hizmet şu anda kullanılamıyor. Lütfen daha sonra tekrar deneyin.');
  });

  it('computes locally without a red box when the network is down', async () => {
    renderPage({ calculate: () => 'network' });
    await enterAmount('100000');
    await waitFor(() => expect(instalment()).toHaveTextContent('6.189,33 TL'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the red box, with no result", async () => {
    renderPage({ calculate: () => ({ status: 400, body: { message: 'Bu tutar için en uzun vade 24 aydır.' } }) });
    await enterAmount('100000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu tutar için en uzun vade 24 aydır.');
    expect(screen.queryByTestId('aylik-taksit')).not.toBeInTheDocument();
  });

  it('choosing another working tab resets the amount, the result and the vehicle value', async () => {
    renderPage();
    await chooseTab('Taşıt');
    await enterAmount('400000', vehicleField());
    await enterAmount('100000');
    await screen.findByTestId('aylik-taksit');
    await chooseTab('Konut');
    expect(amountField()).toHaveValue('');
    expect(screen.queryByTestId('aylik-taksit')).not.toBeInTheDocument();
    await chooseTab('Taşıt');
    expect(vehicleField()).toHaveValue('');
  });

  it('keeps the last calculation across reloads, with consent to functional storage', async () => {
    saveConsentChoice({ islevsel: true });
    const { unmount } = renderPage();
    expect(screen.getByText('Henüz bir hesaplama yapmadınız. Sonucunuz burada saklanır.')).toBeInTheDocument();
    await enterAmount('100000');
    await screen.findByTestId('aylik-taksit');
    expect(JSON.parse(localStorage.getItem(LAST_CALCULATION_KEY) ?? '{}')).toMatchObject({
      kredi_miktari: 100_000,
      aylik_taksit: 6189.33,
      ad: 'İhtiyaç Kredisi',
    });
    unmount();
    jest.restoreAllMocks();
    renderPage();
    const box = screen.getByRole('region', { name: 'Son Hesaplamanız' });
    expect(box).toHaveTextContent('İhtiyaç Kredisi: 100.000,00 TL, 36 Ay');
    expect(box).toHaveTextContent('Aylık taksit: 6.189,33 TL');
  });

  it('without consent neither reads nor keeps the last calculation, and a refusal deletes what was kept', async () => {
    const kept = {
      kredi_turu: 'tasit',
      ad: 'Taşıt Kredisi',
      kredi_miktari: 50_000,
      vade_ay: 12,
      faiz_orani: 3,
      aylik_taksit: 5000,
      toplam_geri_odeme: 60_000,
      vade_yil_gosterimi: false,
      tarih: '2026-11-30T10:00:00.000Z',
    };
    localStorage.setItem(LAST_CALCULATION_KEY, JSON.stringify(kept));
    renderPage();
    // Never read: the kept box is not shown, and it is deleted since nothing consents to keeping it.
    expect(screen.getByRole('region', { name: 'Son Hesaplamanız' })).not.toHaveTextContent('Taşıt Kredisi');
    expect(localStorage.getItem(LAST_CALCULATION_KEY)).toBeNull();
    await enterAmount('100000');
    await screen.findByTestId('aylik-taksit');
    expect(localStorage.getItem(LAST_CALCULATION_KEY)).toBeNull();
    // Granted on this page (no reload): the next result is kept; refused again: deleted at once.
    act(() => void saveConsentChoice({ islevsel: true }));
    await enterAmount('120000');
    await waitFor(() => expect(localStorage.getItem(LAST_CALCULATION_KEY)).toContain('120000'));
    act(() => void saveConsentChoice({ islevsel: false }));
    expect(localStorage.getItem(LAST_CALCULATION_KEY)).toBeNull();
  });
});

describe('CalculatorPage: payment plan', () => {
  it('opens the plan with every month and downloads it as a Turkish Excel CSV', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (created.push(blob), 'blob:plan')), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await enterAmount('100000');
    await screen.findByTestId('aylik-taksit');
    await userEvent.click(screen.getByRole('button', { name: 'Ödeme Planını Göster' }));
    const table = await screen.findByRole('table', { name: 'Ödeme Planı' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 36 + 1);
    expect(rows[1]).toHaveTextContent('16.189,331.002,333.990,00598,50598,5098.997,67');
    expect(rows[37]).toHaveTextContent('Toplam222.815,73100.000,0094.473,6314.171,0514.171,05');

    await userEvent.click(screen.getByRole('button', { name: 'CSV İndir' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('odeme-plani-ihtiyac-100000-tl-36-ay.csv');
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[1]).toBe('1;6189,33;1002,33;3990,00;598,50;598,50;98997,67');
  });
});

describe('CalculatorPage: offers', () => {
  it("lists the fitting offers after a result, lowest rate first, 'En Avantajlı Teklif' and 'Bilinmeyen Banka', each at its own rate", async () => {
    const { calls } = renderPage();
    await enterAmount('100000');
    await screen.findByTestId('aylik-taksit');
    const list = await screen.findByRole('list', { name: 'Uygun banka teklifleri' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Bilinmeyen Banka', 'Çınar Bank']);
    expect(cards[0]).toHaveTextContent('En Avantajlı Teklif');
    expect(cards[1]).not.toHaveTextContent('En Avantajlı Teklif');
    expect(cards[0]).toHaveTextContent('Aylık faiz %3,29');
    expect(within(cards[1]!).getByRole('img', { name: 'Çınar Bank logosu' })).toHaveAttribute('src', '/api/media/banks/cinar-bank.svg');
    const offersCall = calls.find((call) => call.path === '/api/kredi/teklifler/')!;
    expect(Object.fromEntries(offersCall.search)).toEqual({ kredi_turu: 'ihtiyac', aktif: 'true' });
  });

  it('shows the spec message when no offer fits, and nothing without a result', async () => {
    renderPage({ offers: () => ({ status: 200, body: [offer(1, { max_vade: 12 })] }) });
    expect(screen.queryByRole('region', { name: 'Banka Teklifleri' })).not.toBeInTheDocument();
    await enterAmount('100000');
    await screen.findByTestId('aylik-taksit');
    expect(
      await screen.findByText('Belirttiğiniz tutarda ve vadede uygun kredi teklifi bulunamadı. Lütfen farklı bir tutar veya vade seçin.'),
    ).toBeInTheDocument();
  });

  it('reloads the offers when the type changes; a failed load shows no offer section', async () => {
    const { calls } = renderPage({
      offers: (type) => (type === 'konut' ? { status: 500, body: {} } : { status: 200, body: [offer(1, { kredi_turu: type })] }),
    });
    await chooseTab('Konut');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/kredi/teklifler/').map((call) => call.search.get('kredi_turu'))).toEqual([
        'ihtiyac',
        'konut',
      ]),
    );
    await enterAmount('100000');
    await screen.findByTestId('aylik-taksit');
    expect(screen.queryByRole('region', { name: 'Banka Teklifleri' })).not.toBeInTheDocument();
  });
});
