import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockApi } from '@kredi/contracts/testing';
import { preloadRemoteForPath } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(async () => ({ routes: [] })), registerRemotes: jest.fn() }));

const manifest = {
  remotes: [
    { name: 'marketing', entry: '/remotes/marketing/mf-manifest.json', routes: ['/', '/blog/*', '/kvkk'] },
    { name: 'crm', entry: '/remotes/crm/mf-manifest.json', routes: ['/crm/*'] },
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
