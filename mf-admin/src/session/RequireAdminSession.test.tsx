import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, never, type Routes as ApiRoutes } from '@kredi/contracts/testing';
import { SESSION_OK, SIGNED_IN } from '../testing/fixtures';
import { MANAGER_ROLES, staffAccessMessages, type StaffRole } from '@kredi/contracts/staff';
import { RequireAdminSession } from './RequireAdminSession';

const SESSION = 'GET /api/admin/auth/session/';

function renderGuarded(routes: ApiRoutes, signedIn = true) {
  const api = mockApi(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<p>Giriş sayfası</p>} />
      <Route
        path="/admin/dashboard"
        element={
          <RequireAdminSession>
            <p>Gizli içerik</p>
          </RequireAdminSession>
        }
      />
    </Routes>,
    { route: '/admin/dashboard', ...(signedIn ? { preloadedState: SIGNED_IN } : {}) },
  );
  return { api, ...view };
}

afterEach(() => jest.restoreAllMocks());

describe('RequireAdminSession', () => {
  it('sends a visitor without a token to the login, without calling the server', () => {
    const { api } = renderGuarded({}, false);
    expect(screen.getByText('Giriş sayfası')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows 'Yükleniyor...' until the server confirms the session, sending the token", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api } = renderGuarded({ [SESSION]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByText('Gizli içerik')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Token test-token');
    answer(json(SESSION_OK));
    expect(await screen.findByText('Gizli içerik')).toBeInTheDocument();
  });

  it('forgets a token the server refuses and goes to the login', async () => {
    const { store } = renderGuarded({ [SESSION]: () => json({ message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.' }, 401) });
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(store.getState().session.adminToken).toBeNull();
  });

  it('offers a retry when the check itself fails', async () => {
    let fail = true;
    renderGuarded({ [SESSION]: () => (fail ? json({ message: 'hata' }, 503) : json(SESSION_OK)) });
    expect(await screen.findByText(/Oturumunuz doğrulanamadı/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yeniden Dene' }));
    expect(await screen.findByText('Gizli içerik')).toBeInTheDocument();
  });

  it('keeps showing the loading text while the check is pending', () => {
    renderGuarded({ [SESSION]: never });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });
});

describe('RequireAdminSession with roles', () => {
  const CRM_SIGNED_IN = {
    session: { crmToken: 'crm-token', personel: { id: 5, ad_soyad: 'Yönetici Bir', rol: 'yönetici' as const }, adminToken: null },
  };

  function renderScreen(role: string, roles?: readonly StaffRole[]) {
    const api = mockApi({ [SESSION]: { ...SESSION_OK, admin: { id: 5, username: 'Yönetici Bir', role } } });
    renderWithProviders(
      <Routes>
        <Route path="/admin/login" element={<p>Giriş sayfası</p>} />
        <Route
          path="/admin/raporlar"
          element={
            <RequireAdminSession roles={roles}>
              <p>Raporlar</p>
            </RequireAdminSession>
          }
        />
      </Routes>,
      { route: '/admin/raporlar', preloadedState: CRM_SIGNED_IN },
    );
    return api;
  }

  it("opens a leaders' screen with the CRM session of a 'yönetici', sending the CRM token", async () => {
    const api = renderScreen('yönetici', MANAGER_ROLES);
    expect(await screen.findByText('Raporlar')).toBeInTheDocument();
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Token crm-token');
  });

  it('shows a Turkish notice, not the screen, to a role the screen does not allow', async () => {
    renderScreen('yönetici');
    expect(await screen.findByText(staffAccessMessages.screenForbidden)).toBeInTheDocument();
    expect(screen.queryByText('Raporlar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Farklı Hesapla Giriş' })).toHaveAttribute('href', '/admin/login');
  });
});
