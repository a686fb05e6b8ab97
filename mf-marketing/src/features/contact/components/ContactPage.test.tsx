import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, networkError, never, type Routes } from '@kredi/contracts/testing';
import { TEST_SITE_CONFIG } from '../../../testing/fixtures';
import { hasConsent, saveConsentChoice } from '@kredi/contracts/consent';
import ContactPage from './ContactPage';

// Leaflet does not run in jsdom; the map is tested through its pure view rules (lib/mapView) and in the browser.
let mockMapFails = false;
jest.mock('./BranchMap', () => ({
  __esModule: true,
  default: ({ selection }: { selection?: number | 'all' }) => {
    if (mockMapFails) throw new Error('chunk load failed');
    return <div data-testid="branch-map">{String(selection)}</div>;
  },
}));

const SEND = 'POST /api/contact-request/';
const FILLED = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '05321234567',
  subject: 'Konut kredisi',
  message: 'Bilgi almak istiyorum.',
};
const LABELS = { name: 'Ad Soyad', email: 'E-posta', phone: 'Telefon (isteğe bağlı)', subject: 'Konu', message: 'Mesajınız' } as const;

const field = (key: keyof typeof LABELS) => screen.getByLabelText(new RegExp(`^${LABELS[key].replace(/[()]/g, '\\$&')}`));
const form = () => screen.getByRole('form', { name: 'İletişim formu' });

function renderContact(routes: Routes = {}) {
  const api = mockApi(routes);
  renderWithProviders(<ContactPage />, { route: '/iletisim', preloadedState: { siteConfig: TEST_SITE_CONFIG } });
  return api;
}

// Pasting instead of typing key by key: the form re-renders per keystroke and jsdom makes that slow.
async function fill(values: Partial<typeof FILLED>) {
  for (const [key, value] of Object.entries(values) as [keyof typeof LABELS, string][]) {
    await userEvent.clear(field(key));
    if (value) await userEvent.paste(value);
  }
}

const submit = () => userEvent.click(within(form()).getByRole('button', { name: /Gönder/ }));

afterEach(() => {
  jest.restoreAllMocks();
  mockMapFails = false;
  localStorage.clear();
});

describe('ContactPage: information', () => {
  it('sets the page title and description', () => {
    renderContact();
    expect(document.title).toBe('İletişim | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/0850 111 22 33/);
  });

  it('shows the three info cards with the configured phone and e-mail', () => {
    renderContact();
    expect(screen.getByRole('link', { name: '0850 111 22 33' })).toHaveAttribute('href', 'tel:+908501112233');
    expect(screen.getByText('Hafta içi 09:30-18:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kvkk@test-kredi.example' })).toHaveAttribute('href', 'mailto:kvkk@test-kredi.example');
    expect(screen.getByText(/7\/24/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Çalışma Saatleri' })).toBeInTheDocument();
  });

  it('shows the weekly schedule: weekdays 09:30-18:00, weekend closed', () => {
    renderContact();
    const rows = within(screen.getByRole('table', { name: 'Haftalık çalışma saatleri' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Pazartesi09:30-18:00',
      'Salı09:30-18:00',
      'Çarşamba09:30-18:00',
      'Perşembe09:30-18:00',
      'Cuma09:30-18:00',
      'CumartesiKapalı',
      'PazarKapalı',
    ]);
  });

  it("lists the four branches, 'Merkez' on Antalya only, each with a Google Maps link on a desktop", () => {
    renderContact();
    const branches = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-label'));
    expect(branches.map((b) => b.getAttribute('aria-label'))).toEqual(['Antalya', 'İzmir', 'Van', 'Şanlıurfa']);
    expect(within(branches[0]!).getByText('Merkez')).toBeInTheDocument();
    branches.slice(1).forEach((b) => expect(within(b).queryByText('Merkez')).not.toBeInTheDocument());
    expect(within(branches[1]!).getByRole('link', { name: 'İzmir şubesini haritada aç' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=38.4237,27.1428',
    );
  });

  it('uses Apple Maps links on an iPhone', () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)');
    renderContact();
    const [link] = screen.getAllByRole('link', { name: 'Van şubesini haritada aç' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/maps\.apple\.com\/\?ll=38\.4969,43\.3765&q=/));
  });

  it("'Bizi Ziyaret Edin': the map only after consent to third-party content, its address box with coordinates, and the all-branches view", async () => {
    renderContact();
    const section = screen.getByRole('region', { name: 'Bizi Ziyaret Edin' });
    // Before consent: the placeholder says what loading sends to OpenStreetMap; its button loads it and records that.
    expect(within(section).getByTestId('map-consent')).toHaveTextContent('IP adresinizi');
    expect(within(section).queryByTestId('branch-map')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Haritayı Yükle' }));
    expect(hasConsent('harita')).toBe(true);
    expect(await within(section).findByTestId('branch-map')).toHaveTextContent('1');
    const office = within(section).getByLabelText('Merkez ofis');
    expect(office).toHaveTextContent('Meltem Mah. Narenciye Cad. No: 18/3, 07030 Muratpaşa/Antalya');
    expect(office).toHaveTextContent('Koordinatlar: 36.888672, 30.7125');
    expect(within(office).getByRole('link', { name: 'Antalya şubesini haritada aç' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=36.888672,30.7125',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Tüm Şubeler' }));
    expect(within(section).getByTestId('branch-map')).toHaveTextContent('all');
  });

  it('keeps the page and its form working when the map cannot be loaded', async () => {
    mockMapFails = true;
    saveConsentChoice({ harita: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderContact({ [SEND]: { message: 'Alındı.' } });
    expect(await screen.findByText(/Harita şu anda görüntülenemiyor/)).toBeInTheDocument();
    await fill(FILLED);
    await submit();
    expect(await screen.findByText('Alındı.')).toBeInTheDocument();
  });
});

describe('ContactPage: Bize Ulaşın form', () => {
  it('asks for the required fields and sends nothing', async () => {
    const { calls } = renderContact();
    await fill({ phone: '05321234567' });
    await submit();
    expect(await screen.findByText('Lütfen gerekli alanları doldurunuz.')).toBeInTheDocument();
    expect(field('name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('phone')).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toEqual([]);
  });

  it('treats spaces as empty', async () => {
    const { calls } = renderContact();
    await fill({ ...FILLED, subject: '   ' });
    await submit();
    expect(await screen.findByText('Lütfen gerekli alanları doldurunuz.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('rejects a malformed e-mail and sends nothing', async () => {
    const { calls } = renderContact();
    await fill({ ...FILLED, email: 'ayse@example' });
    await submit();
    expect(await screen.findByText('Lütfen geçerli bir e-posta adresi giriniz.')).toBeInTheDocument();
    expect(screen.queryByText('Lütfen gerekli alanları doldurunuz.')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("disables the inputs and the button with 'Gönderiliyor...' while sending", async () => {
    renderContact({ [SEND]: never });
    await fill(FILLED);
    await submit();
    const button = await within(form()).findByRole('button', { name: 'Gönderiliyor...' });
    expect(button).toBeDisabled();
    (Object.keys(LABELS) as (keyof typeof LABELS)[]).forEach((key) => expect(field(key)).toBeDisabled());
  });

  it("sends the form, shows the server's message and clears the form", async () => {
    const { calls } = renderContact({ [SEND]: () => json({ message: 'Talebiniz bize ulaştı.' }, 201) });
    await fill({ ...FILLED, name: '  Ayşe Yılmaz  ' });
    await submit();
    expect(await screen.findByText('Talebiniz bize ulaştı.')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ ...FILLED, name: 'Ayşe Yılmaz', phone: '5321234567' });
    (Object.keys(LABELS) as (keyof typeof LABELS)[]).forEach((key) => expect(field(key)).toHaveValue(''));
    expect(screen.queryByText('Lütfen gerekli alanları doldurunuz.')).not.toBeInTheDocument();
  });

  it('shows the default success text when the server sends none, and leaves out an empty phone', async () => {
    const { calls } = renderContact({ [SEND]: {} });
    await fill({ ...FILLED, phone: '' });
    await submit();
    expect(await screen.findByText('Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.')).toBeInTheDocument();
    expect(calls[0]!.body).not.toHaveProperty('phone');
  });

  it("shows the server's error message and keeps everything typed", async () => {
    renderContact({ [SEND]: () => json({ message: 'Lütfen geçerli bir e-posta adresi giriniz.' }, 400) });
    await fill(FILLED);
    await submit();
    expect(await screen.findByText('Lütfen geçerli bir e-posta adresi giriniz.')).toBeInTheDocument();
    (Object.keys(LABELS) as (keyof typeof LABELS)[]).forEach((key) => expect(field(key)).toHaveValue(FILLED[key]));
    expect(within(form()).getByRole('button', { name: 'Gönder' })).toBeEnabled();
  });

  it.each([
    ['a 500 without a message', () => json({}, 500)],
    ['a network failure', networkError],
  ])('shows the default failure text on %s', async (_case, answer) => {
    renderContact({ [SEND]: answer });
    await fill(FILLED);
    await submit();
    expect(await screen.findByText('Mesajınız iletilirken bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.')).toBeInTheDocument();
    expect(field('message')).toHaveValue(FILLED.message);
  });

  it('clears the previous message as soon as a new submit starts', async () => {
    let attempt = 0;
    renderContact({ [SEND]: () => (++attempt === 1 ? json({ message: 'Geçici bir sorun oluştu.' }, 500) : never()) });
    await fill(FILLED);
    await submit();
    expect(await screen.findByText('Geçici bir sorun oluştu.')).toBeInTheDocument();
    await submit();
    await within(form()).findByRole('button', { name: 'Gönderiliyor...' });
    expect(screen.queryByText('Geçici bir sorun oluştu.')).not.toBeInTheDocument();
  });
});
