import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { CallbackSection, CALLBACK_TEXTS } from './CallbackSection';

function mockFetch(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => jest.restoreAllMocks());

const phoneInput = () => screen.getByRole('textbox', { name: 'Telefon Numaranız' });
const sendButton = () => screen.getByRole('button', { name: /Gönder/ });

test('an empty or blank phone shows the message and sends nothing', async () => {
  const fetchSpy = mockFetch(201, {});
  renderWithProviders(<CallbackSection />);
  await userEvent.click(sendButton());
  expect(await screen.findByText(CALLBACK_TEXTS.empty)).toBeInTheDocument();
  await userEvent.type(phoneInput(), '   ');
  await userEvent.click(sendButton());
  expect(screen.getByText(CALLBACK_TEXTS.empty)).toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
});

test.each(['abc', '😀', '<script>', '0532 111 22', '0212 111 22 33'])(
  '%p is not a mobile number: the Turkish message, nothing sent',
  async (typed) => {
    const fetchSpy = mockFetch(201, {});
    renderWithProviders(<CallbackSection />);
    await userEvent.type(phoneInput(), typed);
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CALLBACK_TEXTS.invalid);
    expect(CALLBACK_TEXTS.invalid).toBe('Lütfen geçerli bir telefon numarası giriniz.');
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveAccessibleDescription(CALLBACK_TEXTS.invalid);
    expect(phoneInput()).toHaveValue(typed);
    expect(fetchSpy).not.toHaveBeenCalled();
  },
);

test.each(['+90 532 111 22 33', '0 (532) 111 22 33', '05321112233'])('%p is sent as the ten digits', async (typed) => {
  const fetchSpy = mockFetch(201, {});
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), typed);
  await userEvent.click(sendButton());
  await screen.findByText(CALLBACK_TEXTS.success);
  expect(await (fetchSpy.mock.calls[0]![0] as Request).json()).toEqual({ phone_number: '5321112233' });
});

test('success shows the server message, clears the field and posts the ten digits', async () => {
  const fetchSpy = mockFetch(201, { message: 'Sunucu: talebiniz alındı.' });
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), ' 0532 111 22 33 ');
  await userEvent.click(sendButton());
  expect(await screen.findByText('Sunucu: talebiniz alındı.')).toBeInTheDocument();
  expect(phoneInput()).toHaveValue('');
  const request = fetchSpy.mock.calls[0]![0] as Request;
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/api/callback-request/');
  expect(await request.json()).toEqual({ phone_number: '5321112233' });
});

test('success without a server message shows the default text', async () => {
  mockFetch(201, {});
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), '05321112233');
  await userEvent.click(sendButton());
  expect(await screen.findByText(CALLBACK_TEXTS.success)).toBeInTheDocument();
});

test('any failure shows the fixed error text and keeps the typed number', async () => {
  mockFetch(400, { message: 'Lütfen bir telefon numarası girin.' });
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), '05321112233');
  await userEvent.click(sendButton());
  expect(await screen.findByText(CALLBACK_TEXTS.failure)).toBeInTheDocument();
  expect(phoneInput()).toHaveValue('05321112233');
});

test('while submitting the input and button are disabled and the button says Gönderiliyor...', async () => {
  let release: (r: Response) => void = () => undefined;
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((r) => (release = r)));
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), '05321112233');
  await userEvent.click(sendButton());
  expect(await screen.findByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  expect(phoneInput()).toBeDisabled();
  release(new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled());
});
