import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, networkError, PHONE_PROOF, type Routes } from '@kredi/contracts/testing';
import { TEST_SITE_CONFIG } from '../../../testing/fixtures';
import KvkkRequestPage from './KvkkRequestPage';

const REGISTER = 'POST /api/users/register/';
const VERIFY = 'POST /api/users/verify/';
const SEND = 'POST /api/kvkk/basvuru/';
const CREATED = { message: 'Başvurunuz alındı. En geç 30 gün içinde size dönüş yapılacaktır.', id: 42, dueAt: '2026-12-31T09:00:00.000Z' };

function renderPage(routes: Routes = {}) {
  const api = mockApi({
    [REGISTER]: { message: 'Doğrulama kodu telefonunuza gönderildi. Kod 10 dakika geçerlidir.' },
    [VERIFY]: { message: 'Telefon numaranız doğrulandı.', verified: true, proof: PHONE_PROOF },
    [SEND]: json(CREATED, 201),
    ...routes,
  });
  renderWithProviders(<KvkkRequestPage />, { route: '/kvkk/basvuru', preloadedState: { siteConfig: TEST_SITE_CONFIG } });
  return api;
}

const form = () => screen.getByRole('form', { name: 'KVKK başvuru formu' });
const nameField = () => screen.getByRole('textbox', { name: /^Ad Soyad/ });
const phoneField = () => screen.getByLabelText(/^Cep Telefonu/);
const detailsField = () => screen.getByRole('textbox', { name: /^Açıklama/ });

async function fill({
  name = 'Ayşe Nur Yılmaz',
  phone = '0532 123 45 67',
  type = 'Verilerimin silinmesi',
  details = 'Tüm verilerim.',
} = {}) {
  await userEvent.click(nameField());
  await userEvent.paste(name);
  await userEvent.click(phoneField());
  await userEvent.paste(phone);
  if (type) await userEvent.click(screen.getByRole('radio', { name: type }));
  await userEvent.click(detailsField());
  await userEvent.paste(details);
}

const submit = () => userEvent.click(within(form()).getByRole('button', { name: 'Başvuruyu Gönder' }));

async function enterCode(code = '1234') {
  const dialog = await screen.findByRole('dialog', { name: 'SMS Doğrulama' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Doğrulama kodu' }), code);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Doğrula ve Gönder' }));
  return dialog;
}

/** The dialog fades out: until then the page behind it is hidden from the accessibility tree. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

afterEach(() => jest.restoreAllMocks());

describe('KvkkRequestPage', () => {
  it('has its own title and description, the four request types of the contract and a link to the notice', () => {
    renderPage();
    expect(document.title).toBe('KVKK Başvuru Formu | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/30 gün/);
    expect(screen.getByRole('heading', { level: 1, name: 'KVKK Başvuru Formu' })).toBeInTheDocument();
    const types = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Verilerime erişim (bilgi talebi)',
      'Verilerimin düzeltilmesi',
      'Verilerimin silinmesi',
      'İşlemeye itiraz',
    ]);
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/kvkk');
  });

  it('names every bad field in Turkish, sends nothing and focuses the first one', async () => {
    const { calls } = renderPage();
    await userEvent.click(nameField());
    await userEvent.paste('Ayşe');
    await submit();
    expect(screen.getByText('Lütfen geçerli bir ad soyad giriniz.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen geçerli bir telefon numarası giriniz.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen başvuru türünü seçiniz.')).toBeInTheDocument();
    expect(screen.getByTestId('kvkk-request-alert')).toHaveTextContent('Lütfen işaretli alanları düzeltiniz.');
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveValue('Ayşe');
    expect(calls).toHaveLength(0);
    // Typing again starts a new attempt: the summary goes, the other fields' messages stay until the next press.
    await userEvent.type(nameField(), ' Yılmaz');
    expect(screen.queryByTestId('kvkk-request-alert')).not.toBeInTheDocument();
    expect(screen.getByText('Lütfen başvuru türünü seçiniz.')).toBeInTheDocument();
  });

  it('sends the SMS code, exchanges it for a proof and sends the request with it; shows the number and the deadline', async () => {
    const { calls } = renderPage();
    await fill();
    expect(phoneField()).toHaveValue('5321234567');
    await submit();
    expect(calls.find((c) => c.key === REGISTER)?.body).toEqual({ name: 'Ayşe Nur', surname: 'Yılmaz', phone: '5321234567' });
    await enterCode();
    expect(await screen.findByTestId('kvkk-request-received')).toHaveTextContent(CREATED.message);
    expect(screen.getByTestId('kvkk-request-number')).toHaveTextContent('42');
    expect(screen.getByTestId('kvkk-request-due')).toHaveTextContent('31 Aralık 2026');
    expect(calls.find((c) => c.key === VERIFY)?.body).toEqual({ phone: '5321234567', verification_code: '1234' });
    expect(calls.find((c) => c.key === SEND)?.body).toEqual({
      name: 'Ayşe Nur Yılmaz',
      phone: '5321234567',
      proof: PHONE_PROOF,
      type: 'erasure',
      details: 'Tüm verilerim.',
    });
    expect(calls.filter((c) => c.key === REGISTER)).toHaveLength(1);
    expect(calls.map((c) => c.body)).not.toContainEqual(expect.objectContaining({ verification_code: '1234', proof: expect.anything() }));
  });

  it("a refused code stays in the dialog with the API's text; the right one then sends", async () => {
    let tries = 0;
    const { calls } = renderPage({
      [VERIFY]: () =>
        tries++ === 0
          ? json({ message: 'Doğrulama kodu hatalı ya da geçersiz. Lütfen kodu kontrol edin ya da yeni bir kod isteyin.' }, 400)
          : json({ message: 'Telefon numaranız doğrulandı.', verified: true, proof: PHONE_PROOF }),
    });
    await fill();
    await submit();
    const dialog = await enterCode('9999');
    expect(await within(dialog).findByText(/Doğrulama kodu hatalı ya da geçersiz/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Doğrulama kodu' })).toHaveValue('9999');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Doğrulama kodu' }));
    await enterCode('1234');
    expect(await screen.findByTestId('kvkk-request-received')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === SEND)).toHaveLength(1);
  });

  it("the SMS limit: the API's Turkish text, no dialog, nothing typed lost", async () => {
    renderPage({ [REGISTER]: json({ message: 'Son 24 saatte maksimum SMS limitine ulaştınız. Lütfen daha sonra tekrar deneyin.' }, 429) });
    await fill();
    await submit();
    expect(await screen.findByTestId('kvkk-request-alert')).toHaveTextContent('Son 24 saatte maksimum SMS limitine ulaştınız.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect([nameField(), phoneField(), detailsField()].map((field) => (field as HTMLInputElement).value)).toEqual([
      'Ayşe Nur Yılmaz',
      '5321234567',
      'Tüm verilerim.',
    ]);
    expect(screen.getByRole('radio', { name: 'Verilerimin silinmesi' })).toBeChecked();
  });

  it('a failed send keeps everything typed; the proof is used again, or a new code is asked for when the API refused it', async () => {
    let sends = 0;
    const { calls } = renderPage({
      [SEND]: () => {
        sends += 1;
        if (sends === 1) return networkError();
        if (sends === 2) return json({ message: 'Lütfen önce telefon numaranızı doğrulayınız.' }, 403);
        return json(CREATED, 201);
      },
    });
    await fill();
    await submit();
    await enterCode();
    expect(await screen.findByTestId('kvkk-request-alert')).toHaveTextContent(/Başvurunuz gönderilemedi/);
    await dialogGone();
    expect(detailsField()).toHaveValue('Tüm verilerim.');
    // The proof is still good: sent again without a new code.
    await submit();
    expect(await screen.findByTestId('kvkk-request-alert')).toHaveTextContent('Lütfen önce telefon numaranızı doğrulayınız.');
    expect(calls.filter((c) => c.key === REGISTER)).toHaveLength(1);
    // Refused: the next press asks for a new code.
    await submit();
    await enterCode();
    expect(await screen.findByTestId('kvkk-request-received')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === REGISTER)).toHaveLength(2);
  });

  it('another phone typed after verification needs its own code', async () => {
    const { calls } = renderPage({ [SEND]: json({ message: 'Lütfen önce telefon numaranızı doğrulayınız.' }, 403) });
    await fill();
    await submit();
    await enterCode();
    await screen.findByTestId('kvkk-request-alert');
    await dialogGone();
    await userEvent.clear(phoneField());
    await userEvent.paste('5421234567');
    await submit();
    await waitFor(() => expect(calls.filter((c) => c.key === REGISTER).map((c) => c.body.phone)).toEqual(['5321234567', '5421234567']));
  });
});
