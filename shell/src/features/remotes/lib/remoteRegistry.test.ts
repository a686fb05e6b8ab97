import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mockApi } from '@kredi/contracts/testing';
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
