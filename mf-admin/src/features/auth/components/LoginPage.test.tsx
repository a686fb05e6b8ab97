import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, never, type Routes as ApiRoutes } from '@kredi/contracts/testing';
import LoginPage from './LoginPage';

const LOGIN = 'POST /api/admin/auth/login/';
const HINT = 'GET /api/admin/auth/demo-hint/';
const DEMO = { demo: { username: 'admin', password: 'demo-admin-2025' } };

function renderLogin(routes: ApiRoutes) {
  const api = mockApi({ [HINT]: DEMO, ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="/admin/dashboard" element={<p>Panel sayfası</p>} />
    </Routes>,
    { route: '/admin/login' },
  );
  return { api, ...view };
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/Kullanıcı Adı/), username);
  if (password) await user.type(screen.getByLabelText(/Şifre/), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('LoginPage', () => {
  it('shows the demo hint line with the credentials the server sends in demo mode', async () => {
    renderLogin({});
    expect(await screen.findByText(/Demo giriş bilgileri/)).toHaveTextContent('Kullanıcı adı: admin · Şifre: demo-admin-2025');
  });

  it('shows no hint when the server is not in demo mode', async () => {
    const { api } = renderLogin({ [HINT]: { demo: null } });
    await waitFor(() => expect(api.keys()).toContain(HINT));
    expect(screen.queryByText(/Demo giriş bilgileri/)).not.toBeInTheDocument();
  });

  it('requires both fields before calling the server', async () => {
    const { api } = renderLogin({});
    await fillAndSubmit('', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen kullanıcı adınızı girin.');
    await fillAndSubmit('admin', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen şifrenizi girin.');
    expect(api.keys()).not.toContain(LOGIN);
  });

  it("says 'Giriş Yapılıyor...' while the server checks, then keeps the token and opens the dashboard after 1 s", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, store } = renderLogin({ [LOGIN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await fillAndSubmit('admin', 'demo-admin-2025');
    expect(screen.getByRole('button', { name: 'Giriş Yapılıyor...' })).toBeDisabled();
    expect(api.calls.find((c) => c.key === LOGIN)?.body).toEqual({ username: 'admin', password: 'demo-admin-2025' });

    jest.useFakeTimers();
    await act(async () => answer(json({ token: 'yeni-anahtar', expires_at: '2030-01-01T00:00:00Z', admin: { id: 1, username: 'admin' } })));
    expect(await screen.findByText('Giriş başarılı! Yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(store.getState().session.adminToken).toBe('yeni-anahtar');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText('Panel sayfası')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Panel sayfası')).toBeInTheDocument();
  });

  it("reads 'Kullanıcı adı veya şifre hatalı' on a 401 and keeps no token", async () => {
    const { store } = renderLogin({ [LOGIN]: () => json({ message: 'Kullanıcı adı veya şifre hatalı' }, 401) });
    await fillAndSubmit('admin', 'yanlis');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı veya şifre hatalı');
    expect(store.getState().session.adminToken).toBeNull();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  });

  it("shows the server's text when the attempts are limited, the generic text for anything else", async () => {
    const limited = 'Çok fazla hatalı giriş denemesi yapıldı. Lütfen bir süre sonra tekrar deneyin.';
    let status = 429;
    renderLogin({ [LOGIN]: () => json({ message: status === 429 ? limited : 'iç hata' }, status) });
    await fillAndSubmit('admin', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    status = 500;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Giriş işlemi sırasında bir hata oluştu'));
  });

  it('sends a visitor who already holds a token to the dashboard', () => {
    mockApi({ [HINT]: never });
    renderWithProviders(
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin/dashboard" element={<p>Panel sayfası</p>} />
      </Routes>,
      { route: '/admin/login', preloadedState: { session: { crmToken: null, personel: null, adminToken: 'eski' } } },
    );
    expect(screen.getByText('Panel sayfası')).toBeInTheDocument();
  });
});
