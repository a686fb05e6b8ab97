import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockApi, networkError } from '@kredi/contracts/testing';
import { PAGE_ROUTES, SIGNED_IN } from '../../../../test/fixtures';
import { renderCrm } from '../../../../test/renderCrm';

const VERIFIED = json({
  success: true,
  message: 'Giriş başarılı! Yönlendiriliyorsunuz...',
  token: 'yeni-anahtar',
  personel: { id: 3, ad_soyad: 'Demo Personel', telefon: '05321112233' },
  expires_at: '2030-01-01T00:00:00Z',
});
const SENT = json({ success: true, message: 'Numara kayıtlıysa doğrulama kodu gönderildi.' });

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const phoneInput = () => screen.getByLabelText('Telefon Numarası');
const typePhone = (value: string) => fireEvent.change(phoneInput(), { target: { value } });

async function reachCodeStep() {
  typePhone('05321112233');
  fireEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
  await screen.findByLabelText('Doğrulama Kodu');
}

test('checks the phone length, and typing clears the error', async () => {
  const { calls } = mockApi({ ...PAGE_ROUTES });
  renderCrm('/crm/login');
  typePhone('0532111');
  fireEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
  expect(await screen.findByText('Geçerli bir telefon numarası girin (05XXXXXXXXX)')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  typePhone('05321');
  expect(screen.queryByText('Geçerli bir telefon numarası girin (05XXXXXXXXX)')).not.toBeInTheDocument();
  expect(phoneInput()).toHaveAttribute('placeholder', '05XXXXXXXXX');
  typePhone('05a32b');
  expect(phoneInput()).toHaveValue('0532');
  typePhone('+90 532 111 22 33');
  expect(phoneInput()).toHaveValue('05321112233');
});

test('after an expired session it says so, and signing in returns to the page that was open', async () => {
  mockApi({
    ...PAGE_ROUTES,
    'POST /api/crm/auth/send-code/': SENT,
    'POST /api/crm/auth/verify-code/': VERIFIED,
    'GET /api/crm/musteriler/41/': json({}, 500),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCrm(`/crm/login?geri=${encodeURIComponent('/crm/customer/41?sekme=takipler')}&sure=1`);
  expect(screen.getByText(/^Oturumunuz sona erdi/)).toBeInTheDocument();
  await reachCodeStep();
  fireEvent.change(screen.getByLabelText('Doğrulama Kodu'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/customer/41?sekme=takipler'), { timeout: 3000 });
});

test('a return address outside the CRM is not followed', async () => {
  jest.useFakeTimers();
  mockApi({ ...PAGE_ROUTES, 'GET /api/crm/dashboard/stats/': json({}, 500) });
  renderCrm(`/crm/login?geri=${encodeURIComponent('//evil.example/x')}`, { preloadedState: SIGNED_IN });
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/dashboard');
});

test('sends the code, counts 60 s down, and the resend link goes back to step 1 with the code cleared', async () => {
  jest.useFakeTimers();
  const { calls } = mockApi({ ...PAGE_ROUTES, 'POST /api/crm/auth/send-code/': SENT });
  renderCrm('/crm/login');
  await reachCodeStep();
  expect(calls.find((c) => c.path === '/api/crm/auth/send-code/')?.body).toEqual({ telefon: '05321112233' });
  expect(screen.getByText('Doğrulama kodu gönderildi!')).toBeInTheDocument();
  expect(screen.getByText('05321112233')).toBeInTheDocument();
  expect(screen.getByText('Yeniden gönder: 60s')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Doğrulama Kodu'), { target: { value: '12a34' } });
  expect(screen.getByLabelText('Doğrulama Kodu')).toHaveValue('1234');
  for (let i = 0; i < 60; i += 1) act(() => jest.advanceTimersByTime(1000));
  fireEvent.click(screen.getByRole('button', { name: 'Kodu yeniden gönder' }));
  expect(phoneInput()).toHaveValue('05321112233');
  await reachCodeStep();
  expect(screen.getByLabelText('Doğrulama Kodu')).toHaveValue('');
});

test('a 5-digit code is refused with the spec text', async () => {
  mockApi({ ...PAGE_ROUTES, 'POST /api/crm/auth/send-code/': SENT });
  renderCrm('/crm/login');
  await reachCodeStep();
  fireEvent.change(screen.getByLabelText('Doğrulama Kodu'), { target: { value: '12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
  expect(await screen.findByText('6 haneli doğrulama kodunu girin')).toBeInTheDocument();
});

test('signs in, stores the session and goes to the dashboard after 1.5 s', async () => {
  mockApi({
    ...PAGE_ROUTES,
    'POST /api/crm/auth/send-code/': SENT,
    'POST /api/crm/auth/verify-code/': VERIFIED,
    'GET /api/crm/dashboard/stats/': json({}, 500),
  });
  const { store } = renderCrm('/crm/login');
  await reachCodeStep();
  jest.useFakeTimers();
  fireEvent.change(screen.getByLabelText('Doğrulama Kodu'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
  await waitFor(() => expect(screen.getByText('Giriş başarılı! Yönlendiriliyorsunuz...')).toBeInTheDocument());
  expect(store.getState().session.crmToken).toBe('yeni-anahtar');
  expect(store.getState().session.personel?.ad_soyad).toBe('Demo Personel');
  act(() => jest.advanceTimersByTime(1400));
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/login');
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/dashboard');
});

test('shows the server message, the fallbacks, and the network text', async () => {
  let verifyReply: Response = json({ message: 'Doğrulama kodu hatalı ya da süresi dolmuş.' }, 400);
  mockApi({ ...PAGE_ROUTES, 'POST /api/crm/auth/send-code/': SENT, 'POST /api/crm/auth/verify-code/': () => verifyReply });
  renderCrm('/crm/login');
  await reachCodeStep();
  const verify = () => {
    fireEvent.change(screen.getByLabelText('Doğrulama Kodu'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
  };
  verify();
  expect(await screen.findByText('Doğrulama kodu hatalı ya da süresi dolmuş.')).toBeInTheDocument();
  verifyReply = json({}, 500);
  verify();
  expect(await screen.findByText('Doğrulama başarısız')).toBeInTheDocument();
  verifyReply = networkError();
  verify();
  expect(await screen.findByText('Bağlantı hatası. Lütfen tekrar deneyin.')).toBeInTheDocument();
});

test('send failure: the server message, else "Kod gönderilemedi"', async () => {
  mockApi({ ...PAGE_ROUTES, 'POST /api/crm/auth/send-code/': json({}, 502) });
  renderCrm('/crm/login');
  typePhone('05321112233');
  fireEvent.click(screen.getByRole('button', { name: 'Doğrulama Kodu Gönder' }));
  expect(await screen.findByText('Kod gönderilemedi')).toBeInTheDocument();
});

test('with a stored token it goes to the dashboard after 1 s', async () => {
  jest.useFakeTimers();
  mockApi({ ...PAGE_ROUTES, 'GET /api/crm/dashboard/stats/': json({}, 500) });
  renderCrm('/crm/login', { preloadedState: SIGNED_IN });
  act(() => jest.advanceTimersByTime(900));
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/login');
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByTestId('location')).toHaveTextContent('/crm/dashboard');
});

test('in demo mode it tells the number to use; the footer shows 2024', async () => {
  mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/auth/demo-hint/': json({
      telefon: '05321112233',
      message: 'Demo modu: personel girişi için aşağıdaki numarayı kullanın.',
      sms_kutusu: '/api/dev/sms-outbox/?phone=5321112233',
    }),
  });
  renderCrm('/crm/login');
  expect(await screen.findByTestId('demo-hint')).toHaveTextContent('05321112233');
  expect(screen.getByTestId('demo-hint')).toHaveAttribute('role', 'note');
  expect(screen.getByRole('link', { name: '/api/dev/sms-outbox/?phone=5321112233' })).toBeInTheDocument();
  expect(screen.getByText(/© 2024/)).toBeInTheDocument();
});
