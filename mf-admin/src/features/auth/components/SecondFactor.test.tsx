import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@kredi/kernel/testing';
import { adminAuthMessages as m } from '@kredi/contracts/admin';
import { secondFactorMessages } from '@kredi/contracts/staff';
import { json, mockApi, type Routes as ApiRoutes } from '@kredi/contracts/testing';
import LoginPage from './LoginPage';

const LOGIN = 'POST /api/admin/auth/login/';
const VERIFY = 'POST /api/admin/auth/second-factor/';
const ENROL = 'POST /api/admin/auth/second-factor/enrol/';
const CONFIRM = 'POST /api/admin/auth/second-factor/enrol/confirm/';
const SESSION = { token: 'yeni-anahtar', expires_at: '2030-01-01T00:00:00Z', admin: { id: 1, username: 'yonetim', role: 'admin' } };
const step = (second_factor: 'totp' | 'enrol') => ({ second_factor, challenge: 'adim-anahtari', expires_at: '2030-01-01T00:00:00Z' });

function renderLogin(routes: ApiRoutes) {
  const api = mockApi({ 'GET /api/admin/auth/demo-hint/': { demo: null }, ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<p>Panel sayfası</p>} />
    </Routes>,
    { route: '/admin/login' },
  );
  return { api, ...view };
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Kullanıcı Adı/), 'yonetim');
  await user.type(screen.getByLabelText(/Şifre/), 'uzun-ve-gizli-bir-parola');
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('LoginPage: the second factor', () => {
  it('asks for the 6-digit code after the password, shows the server reason for a wrong one, and keeps the token only after a right one', async () => {
    const user = userEvent.setup();
    let wrong = true;
    const { api, store } = renderLogin({
      [LOGIN]: step('totp'),
      [VERIFY]: () => (wrong ? json({ message: m.secondFactorInvalid }, 401) : json(SESSION)),
    });
    await signInWithPassword(user);
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulama formu' });
    expect(screen.queryByRole('form', { name: 'Yönetici giriş formu' })).not.toBeInTheDocument();
    expect(store.getState().session.adminToken).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Doğrula' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(m.secondFactorCodeRequired);
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Doğrula' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.secondFactorInvalid);
    expect(store.getState().session.adminToken).toBeNull();

    wrong = false;
    await user.clear(within(form).getByLabelText(/Doğrulama kodu/));
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), 'abcde-fghjk');
    await user.click(within(form).getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(store.getState().session.adminToken).toBe('yeni-anahtar'));
    expect(await screen.findByText('Panel sayfası', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === VERIFY).at(-1)?.body).toEqual({ challenge: 'adim-anahtari', code: 'abcde-fghjk' });
  });

  it('leads an admin without a second factor to enrol: QR code, manual key, the first code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const recovery = ['ABCDE-FGHJK', 'LMNPQ-RSTUV'];
    const { api, store } = renderLogin({
      [LOGIN]: step('enrol'),
      [ENROL]: {
        qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/x',
      },
      [CONFIRM]: { message: m.enrolled, recovery_codes: recovery, session: SESSION },
    });
    await signInWithPassword(user);
    const form = await screen.findByRole('form', { name: 'İki adımlı doğrulama kurulumu' });
    expect(within(form).getByText(m.enrolRequired)).toBeInTheDocument();
    expect(await within(form).findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(within(form).getByTestId('manual-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(api.calls.find((c) => c.key === ENROL)?.body).toEqual({ challenge: 'adim-anahtari' });

    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '12a');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));
    // A setup takes the app's code only (a recovery code does not set anything up).
    expect(within(form).getByRole('alert')).toHaveTextContent(secondFactorMessages.appCodeRequired);
    expect(api.keys()).not.toContain(CONFIRM);
    await user.clear(within(form).getByLabelText(/Doğrulama kodu/));
    await user.type(within(form).getByLabelText(/Doğrulama kodu/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Kurulumu Onayla' }));

    const codes = await screen.findByRole('list', { name: 'Kurtarma kodları' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(recovery);
    expect(store.getState().session.adminToken).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim, devam et' }));
    await waitFor(() => expect(store.getState().session.adminToken).toBe('yeni-anahtar'));
    expect(screen.queryByRole('list', { name: 'Kurtarma kodları' })).not.toBeInTheDocument();
  });
});
