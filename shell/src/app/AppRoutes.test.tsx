import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@kredi/kernel/testing';
import { mockApi } from '@kredi/contracts/testing';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// Remote pages suspend on a promise (React 19 `use`): render inside an awaited act so the ping is flushed.
const renderAt = async (route: string) => {
  await act(async () => {
    renderWithProviders(<AppRoutes />, { route });
  });
};

const manifest = {
  remotes: [
    { name: 'crm', entry: '/remotes/crm/mf-manifest.json', routes: ['/crm/*'] },
    { name: 'marketing', entry: '/m.json', routes: ['/', '/blog/*'] },
  ],
};

beforeEach(() => {
  mockApi({ 'GET /remotes.json': manifest });
  (loadRemote as jest.Mock).mockImplementation(async (id: string) =>
    id === 'crm/routes'
      ? {
          routes: [
            { path: '/crm', chrome: 'staff', redirectTo: '/crm/dashboard' },
            { path: '/crm/login', chrome: 'staff', Component: () => <h1>Personel Girişi</h1> },
            { path: '/crm/dashboard', chrome: 'staff', Component: () => <h1>Personel Paneli</h1> },
          ],
        }
      : {
          routes: [
            { path: '/', chrome: 'public', Component: () => <h1>Ana sayfa içeriği</h1> },
            { path: '/blog/:slug', chrome: 'public', Component: () => <h1>Yazı</h1> },
            { path: '/blog/yeni-sayfa', chrome: 'public', Component: () => <h1>Yeni sayfa</h1> },
          ],
        },
  );
});
afterEach(() => jest.restoreAllMocks());

test('a path no remote owns shows the 404 page inside the public chrome, with links home and to contact', async () => {
  await renderAt('/hizmetler/kredi-danismanligi');
  expect(await screen.findByRole('heading', { name: 'Aradığınız Sayfa Bulunamadı' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'İletişime Geçin' })).toHaveAttribute('href', '/iletisim');
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a public route renders its remote page between the header and footer', async () => {
  await renderAt('/');
  expect(await screen.findByRole('heading', { name: 'Ana sayfa içeriği' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sizi Arayalım' })).toBeInTheDocument();
});

test("a remote's new page is served from its own route subtree, with no change to the shell", async () => {
  await renderAt('/blog/yeni-sayfa');
  expect(await screen.findByRole('heading', { name: 'Yeni sayfa' })).toBeInTheDocument();
});

test("an unknown path inside a remote's prefix ends on the shell's 404 page", async () => {
  await renderAt('/blog/a/b/c');
  expect(await screen.findByRole('heading', { name: 'Aradığınız Sayfa Bulunamadı' })).toBeInTheDocument();
});

test('staff pages keep their own chrome, and the remote owns its redirects', async () => {
  await renderAt('/crm');
  expect(await screen.findByRole('heading', { name: 'Personel Paneli' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
  expect(screen.queryByText('Sizi Arayalım')).not.toBeInTheDocument();
});
