import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockApi } from '@kredi/contracts/testing';
import { KERNEL_VERSION } from '@kredi/kernel/federation/compatibility';
import { preloadRemoteForPath } from './remoteRegistry';
import { REMOTES_MANIFEST_ELEMENT_ID } from '../../../lib/pageRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(async () => ({ routes: [] })), registerRemotes: jest.fn() }));

const manifest = {
  remotes: [
    { name: 'marketing', entry: '/remotes/marketing/mf-manifest.json', routes: ['/', '/blog/*', '/kvkk'] },
    { name: 'crm', entry: '/remotes/crm/mf-manifest.json', routes: ['/crm/*'] },
    { name: 'blog', entry: '/remotes/blog/mf-manifest.json', routes: ['/yazilar/*'] },
  ],
};

beforeEach(() => {
  mockApi({ 'GET /remotes.json': manifest });
});

test('the remote owning the page being opened starts loading at once; paths nobody owns load nothing', async () => {
  preloadRemoteForPath('/hizmetler/kredi-danismanligi');
  preloadRemoteForPath('/crm/customer/42');
  preloadRemoteForPath('/blog/konut-kredisi-rehberi/');
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  expect((loadRemote as jest.Mock).mock.calls.map((c) => c[0])).toEqual(['crm/routes', 'marketing/routes']);
});

test("the page's own chunk is asked for as soon as its remote's routes arrive, and no other page's", async () => {
  const list = jest.fn(async () => undefined);
  const post = jest.fn(async () => undefined);
  (loadRemote as jest.Mock).mockImplementationOnce(async () => ({
    routes: [
      { path: '/yazilar', chrome: 'public', loadPage: list },
      { path: '/yazilar/:slug', chrome: 'public', loadPage: post },
    ],
  }));
  preloadRemoteForPath('/yazilar/konut-kredisi-rehberi/');
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
  expect(post).toHaveBeenCalledTimes(1);
  expect(list).not.toHaveBeenCalled();
});

test("a server-rendered page's own copy of the manifest is used: /remotes.json is not asked for", async () => {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${JSON.stringify(manifest)}</script>`;
  const api = mockApi({ 'GET /remotes.json': manifest });
  (loadRemote as jest.Mock).mockClear();
  let registry: typeof import('./remoteRegistry') | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh registry, with no manifest read yet
    registry = require('./remoteRegistry') as typeof import('./remoteRegistry');
  });
  registry!.preloadRemoteForPath('/kvkk');
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  expect((loadRemote as jest.Mock).mock.calls.map((c) => c[0])).toEqual(['marketing/routes']);
  expect(api.keys()).toEqual([]);
  // 'Yeniden Dene' reads the server's manifest: the page may have been stored before the remote moved.
  await registry!.resetRemote('marketing');
  expect(api.keys()).toEqual(['GET /remotes.json']);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'marketing', entry: 'http://localhost/remotes/marketing/mf-manifest.json' }], {
    force: true,
  });
  document.body.innerHTML = '';
});

describe('a remote that cannot run is named once, with its reason, and counted', () => {
  const beacons: Array<[string, string]> = [];
  let errors: jest.SpyInstance;
  let registry: typeof import('./remoteRegistry');

  beforeEach(() => {
    beacons.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => {
        void body.text().then((text) => beacons.push([url, text]));
        return true;
      },
    });
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (loadRemote as jest.Mock).mockClear();
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh registry and failure log per test
      registry = require('./remoteRegistry') as typeof import('./remoteRegistry');
    });
  });
  afterEach(() => errors.mockRestore());
  const settle = async () => {
    for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
  };
  const logged = () => errors.mock.calls.map((c) => String(c[0])).filter((line) => line.startsWith('[remotes]'));

  test("the federation runtime's kernel refusal: logged once though the preload and the page both meet it", async () => {
    (loadRemote as jest.Mock).mockRejectedValue(
      new Error(
        'Version 4.0.0 from shell of shared singleton module @kredi/kernel does not satisfy the requirement of crm which needs ^5.0.0)',
      ),
    );
    registry.preloadRemoteForPath('/crm/dashboard');
    await settle();
    await expect(registry.loadRemoteRoutes('crm')).rejects.toThrow(/does not satisfy/);
    await settle();
    expect(logged()).toEqual([expect.stringMatching(/^\[remotes\] crm çalıştırılamadı: .*\^5\.0\.0/)]);
    expect(beacons).toEqual([['/api/olcum/uzak-modul/', JSON.stringify({ uzak: 'crm', neden: 'kernel-refused' })]]);
    (loadRemote as jest.Mock).mockReset();
    (loadRemote as jest.Mock).mockImplementation(async () => ({ routes: [] }));
  });

  test("a manifest entry that requires a kernel this shell does not serve: refused before any of the remote's files loads", async () => {
    mockApi({
      'GET /remotes.json': {
        remotes: [{ name: 'crm', entry: '/remotes/crm/mf-manifest.json', routes: ['/crm/*'], requires: { kernel: '^3.0.0' } }],
      },
    });
    await expect(registry.loadRemoteRoutes('crm')).rejects.toThrow(`kernel ^3.0.0 istendi, kabuk ${KERNEL_VERSION} sunuyor`);
    await settle();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(logged()).toEqual([`[remotes] crm çalıştırılamadı: kernel ^3.0.0 istendi, kabuk ${KERNEL_VERSION} sunuyor`]);
    expect(beacons.map(([, body]) => JSON.parse(body))).toEqual([{ uzak: 'crm', neden: 'kernel-refused' }]);
  });

  test("the page's chunk failing to load is named as such", async () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    (loadRemote as jest.Mock).mockImplementationOnce(async () => ({
      routes: [{ path: '/kvkk', chrome: 'public', loadPage: () => Promise.reject(chunkError) }],
    }));
    registry.preloadRemoteForPath('/kvkk');
    await settle();
    expect(logged()).toEqual([expect.stringMatching(/^\[remotes\] marketing çalıştırılamadı: chunk load failed/)]);
    expect(beacons.map(([, body]) => JSON.parse(body))).toEqual([{ uzak: 'marketing', neden: 'chunk-load-failed' }]);
  });
});
