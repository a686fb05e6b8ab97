import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi } from '@kredi/contracts/testing';
import { CallbackSection, CALLBACK_TEXTS } from './CallbackSection';

const CALLBACK = 'POST /api/callback-request/';
const answerCallback = (status: number, body: unknown) => mockApi({ [CALLBACK]: json(body, status) });

const phoneInput = () => screen.getByRole('textbox', { name: 'Telefon Numaranız' });
const sendButton = () => screen.getByRole('button', { name: /Gönder/ });

test('an empty or blank phone shows the message and sends nothing', async () => {
  const api = answerCallback(201, {});
  renderWithProviders(<CallbackSection />);
  await userEvent.click(sendButton());
  expect(await screen.findByText(CALLBACK_TEXTS.empty)).toBeInTheDocument();
  await userEvent.type(phoneInput(), '   ');
  await userEvent.click(sendButton());
  expect(screen.getByText(CALLBACK_TEXTS.empty)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test.each(['abc', '😀', '<script>', '0532 111 22', '0212 111 22 33'])(
  '%p is not a mobile number: the Turkish message, nothing sent',
  async (typed) => {
    const api = answerCallback(201, {});
    renderWithProviders(<CallbackSection />);
    await userEvent.type(phoneInput(), typed);
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(CALLBACK_TEXTS.invalid);
    expect(CALLBACK_TEXTS.invalid).toBe('Lütfen geçerli bir telefon numarası giriniz.');
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveAccessibleDescription(CALLBACK_TEXTS.invalid);
    expect(phoneInput()).toHaveValue(typed);
    expect(api.calls).toHaveLength(0);
  },
);

test.each(['+90 532 111 22 33', '0 (532) 111 22 33', '05321112233'])('%p is sent as the ten digits', async (typed) => {
  const api = answerCallback(201, {});
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), typed);
  await userEvent.click(sendButton());
  await screen.findByText(CALLBACK_TEXTS.success);
  expect(api.calls[0]!.body).toEqual({ phone_number: '5321112233' });
});

test('success shows the server message, clears the field and posts the ten digits', async () => {
  const api = answerCallback(201, { message: 'Sunucu: talebiniz alındı.' });
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), ' 0532 111 22 33 ');
  await userEvent.click(sendButton());
  expect(await screen.findByText('Sunucu: talebiniz alındı.')).toBeInTheDocument();
  expect(phoneInput()).toHaveValue('');
  expect(api.keys()).toEqual([CALLBACK]);
  expect(api.calls[0]!.body).toEqual({ phone_number: '5321112233' });
});

test('the commercial-message opt-ins are unticked, optional, and sent only when ticked (and unticked again after)', async () => {
  const api = answerCallback(201, {});
  renderWithProviders(<CallbackSection />);
  const sms = screen.getByRole('checkbox', { name: 'SMS ile ticari ileti almayı kabul ediyorum.' });
  const call = screen.getByRole('checkbox', { name: 'Telefon ile aranmayı kabul ediyorum.' });
  expect(sms).not.toBeChecked();
  expect(call).not.toBeChecked();
  // Posted with the form without JavaScript too.
  expect(sms).toHaveAttribute('name', 'ticari_ileti_sms');
  expect(sms.getAttribute('form')).toBe(document.querySelector('form')!.id);
  await userEvent.click(call);
  await userEvent.type(phoneInput(), '05321112233');
  await userEvent.click(sendButton());
  await screen.findByText(CALLBACK_TEXTS.success);
  expect(api.calls[0]!.body).toEqual({ phone_number: '5321112233', ticari_ileti_arama: true });
  expect(call).not.toBeChecked();
});

test('success without a server message shows the default text', async () => {
  answerCallback(201, {});
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), '05321112233');
  await userEvent.click(sendButton());
  expect(await screen.findByText(CALLBACK_TEXTS.success)).toBeInTheDocument();
});

test('any failure shows the fixed error text and keeps the typed number', async () => {
  answerCallback(400, { message: 'Lütfen bir telefon numarası girin.' });
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), '05321112233');
  await userEvent.click(sendButton());
  expect(await screen.findByText(CALLBACK_TEXTS.failure)).toBeInTheDocument();
  expect(phoneInput()).toHaveValue('05321112233');
});

test('while submitting the input and button are disabled and the button says Gönderiliyor...', async () => {
  let release: (r: Response) => void = () => undefined;
  mockApi({ [CALLBACK]: () => new Promise<Response>((r) => (release = r)) });
  renderWithProviders(<CallbackSection />);
  await userEvent.type(phoneInput(), '05321112233');
  await userEvent.click(sendButton());
  expect(await screen.findByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
  expect(phoneInput()).toBeDisabled();
  release(json({}, 201));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled());
});
