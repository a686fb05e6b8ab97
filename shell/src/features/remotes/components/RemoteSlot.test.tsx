import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// The registry caches per remote for the page's lifetime, so each test uses its own remote.
const manifest = {
  remotes: [
    { name: 'calculator', entry: '/remotes/calculator/mf-manifest.json' },
    { name: 'admin', entry: '/remotes/admin/mf-manifest.json' },
  ],
};
const loadRemoteMock = loadRemote as jest.Mock;

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(manifest), { status: 200 }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded shows the Turkish panel, and Yeniden Dene loads it once it is back', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('ERR_CONNECTION_REFUSED'));
  await renderAsync(<RemoteSlot remote="calculator" page="calculator" />);
  expect(await screen.findByText('Bu bölüm şu anda yüklenemedi')).toBeInTheDocument();

  loadRemoteMock.mockResolvedValueOnce({ pages: { calculator: () => <h1>Hesaplayıcı</h1> } });
  await userEvent.click(screen.getByRole('button', { name: 'Yeniden Dene' }));
  expect(await screen.findByRole('heading', { name: 'Hesaplayıcı' })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'calculator', entry: 'http://localhost/remotes/calculator/mf-manifest.json' }], { force: true });
  expect(loadRemoteMock).toHaveBeenCalledWith('calculator/pages');
});

test('an exception inside the remote page is contained in its slot', async () => {
  const Broken = () => {
    throw new Error('remote bug');
  };
  loadRemoteMock.mockResolvedValueOnce({ pages: { login: Broken } });
  await renderAsync(
    <>
      <p>Üst bilgi</p>
      <RemoteSlot remote="admin" page="login" />
    </>,
  );
  expect(await screen.findByText('Bu bölüm şu anda yüklenemedi')).toBeInTheDocument();
  expect(screen.getByText('Üst bilgi')).toBeInTheDocument();
});
