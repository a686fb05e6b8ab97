import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act } from '@testing-library/react';
import { renderWithProviders } from '@kredi/shared/testing';

// Remote pages suspend on a promise (React 19 `use`): render inside an awaited act so the ping is flushed.
const renderAsync = async (...args: Parameters<typeof renderWithProviders>) => {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(...args);
  });
  return result;
};
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/remotes.json')) {
      return new Response(JSON.stringify({ remotes: [{ name: 'crm', entry: '/remotes/crm/mf-manifest.json' }, { name: 'marketing', entry: '/m.json' }] }));
    }
    return new Response('{}', { status: 404 });
  });
  (loadRemote as jest.Mock).mockImplementation(async (id: string) =>
    id === 'crm/pages' ? { pages: { login: () => <h1>Personel Girişi</h1> } } : { pages: { home: () => <h1>Ana sayfa içeriği</h1> } },
  );
});
afterEach(() => jest.restoreAllMocks());

test('any other path shows the 404 page inside the public chrome, with links home and to contact', async () => {
  await renderAsync(<AppRoutes />, { route: '/hizmetler/kredi-danismanligi' });
  expect(screen.getByRole('heading', { name: 'Aradığınız Sayfa Bulunamadı' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'İletişime Geçin' })).toHaveAttribute('href', '/iletisim');
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sizi Arayalım' })).toBeInTheDocument();
});

test('a public route renders its remote page between the header and footer', async () => {
  await renderAsync(<AppRoutes />, { route: '/' });
  expect(await screen.findByRole('heading', { name: 'Ana sayfa içeriği' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
});

test('CRM pages keep their own chrome: no public header or footer', async () => {
  await renderAsync(<AppRoutes />, { route: '/crm/login' });
  expect(await screen.findByRole('heading', { name: 'Personel Girişi' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
  expect(screen.queryByText('Sizi Arayalım')).not.toBeInTheDocument();
});
