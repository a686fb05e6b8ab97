import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemoteForPath } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(async () => ({ pages: {} })), registerRemotes: jest.fn() }));

const names = ['marketing', 'credit_form', 'calculator', 'crm', 'admin'];

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ remotes: names.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })) })),
  );
});

test('the remote of the page being opened starts loading at once; unknown paths load nothing', async () => {
  preloadRemoteForPath('/hizmetler/kredi-danismanligi');
  preloadRemoteForPath('/crm/customer/42');
  preloadRemoteForPath('/blog/konut-kredisi-rehberi/');
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  expect((loadRemote as jest.Mock).mock.calls.map((c) => c[0])).toEqual(['crm/pages', 'marketing/pages']);
});
