import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@kredi/kernel/testing';
import { mockApi } from '@kredi/contracts/testing';
import { OwnedPage } from './OwnedPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// Remote pages suspend on a promise (React 19 `use`): render inside an awaited act so the ping is flushed.
const renderAsync = async (route: string) => {
  await act(async () => {
    renderWithProviders(<OwnedPage />, { route });
  });
};

// The registry caches per remote for the page's lifetime, so each test uses its own remote.
const manifest = {
  remotes: [
    { name: 'calculator', entry: '/remotes/calculator/mf-manifest.json', routes: ['/kredi-hesaplama'] },
    { name: 'admin', entry: '/remotes/admin/mf-manifest.json', routes: ['/admin/*'] },
  ],
};
const loadRemoteMock = loadRemote as jest.Mock;

beforeEach(() => {
  mockApi({ 'GET /remotes.json': manifest });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded shows the Turkish panel, and Yeniden Dene loads it once it is back', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
  await renderAsync('/kredi-hesaplama');
  expect(await screen.findByText('Bu bölüm şu anda yüklenemedi')).toBeInTheDocument();
  // The panel keeps the public chrome, so the visitor can go elsewhere.
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();

  loadRemoteMock.mockResolvedValueOnce({ routes: [{ path: '/kredi-hesaplama', chrome: 'public', Component: () => <h1>Hesaplayıcı</h1> }] });
  await userEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
  expect(await screen.findByRole('heading', { name: 'Hesaplayıcı' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'calculator', entry: 'http://localhost/remotes/calculator/mf-manifest.json' }],
    { force: true },
  );
  expect(loadRemoteMock).toHaveBeenCalledWith('calculator/routes');
});

test('an exception inside the remote page is contained in its slot', async () => {
  const Broken = () => {
    throw new Error('remote bug');
  };
  loadRemoteMock.mockResolvedValueOnce({ routes: [{ path: '/admin/login', chrome: 'staff', Component: Broken }] });
  await renderAsync('/admin/login');
  expect(await screen.findByText('Bu bölüm şu anda yüklenemedi')).toBeInTheDocument();
});
