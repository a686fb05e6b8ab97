import type { PageChunks, RemoteManifestEntry } from '@kredi/kernel';
import { pageScriptsOf } from './pageScripts';

/** The composer's own (internal) origin: the manifest it reads has entries absolute on it. */
const SITE = 'http://gateway:8080';
const chunks: PageChunks = {
  entry: ['remoteEntry.js'],
  pages: { home: { js: ['chunks/home.js', 'chunks/cards.js'], shared: ['@mui/material/Card', 'react'] } },
};
const shared = { '@mui/material/Card': ['/chunks/card.js'], react: ['/chunks/framework.js'], '@mui/material/Tabs': ['/chunks/tabs.js'] };
const route = { path: '/', chrome: 'public' as const, page: 'home' };
const marketing: RemoteManifestEntry = { name: 'marketing', entry: `${SITE}/remotes/marketing/mf-manifest.json`, routes: ['/'] };

describe('the files a server-rendered page names for the browser', () => {
  it("names the remote's manifest, container and page chunks, and the shell's files of what the page consumes, root-relative: never the internal origin", () => {
    expect(pageScriptsOf(marketing, route, chunks, shared, SITE)).toEqual({
      fetch: ['/remotes/marketing/mf-manifest.json'],
      scripts: [
        '/remotes/marketing/remoteEntry.js',
        '/remotes/marketing/chunks/home.js',
        '/remotes/marketing/chunks/cards.js',
        '/chunks/card.js',
        '/chunks/framework.js',
      ],
    });
  });

  it('keeps a remote on another origin absolute (the multi-origin profile)', () => {
    const elsewhere: RemoteManifestEntry = { name: 'marketing', entry: 'http://127.0.0.1:3001/mf-manifest.json', routes: ['/'] };
    expect(pageScriptsOf(elsewhere, route, chunks, {}, SITE)).toEqual({
      fetch: ['http://127.0.0.1:3001/mf-manifest.json'],
      scripts: ['http://127.0.0.1:3001/remoteEntry.js', 'http://127.0.0.1:3001/chunks/home.js', 'http://127.0.0.1:3001/chunks/cards.js'],
    });
  });

  it('names only the manifest for a page its build lists no files for (an older build, a route without a name)', () => {
    const expected = { fetch: ['/remotes/marketing/mf-manifest.json'], scripts: [] };
    expect(pageScriptsOf(marketing, route, undefined, shared, SITE)).toEqual(expected);
    expect(pageScriptsOf(marketing, { ...route, page: 'gone' }, chunks, shared, SITE)).toEqual(expected);
    expect(pageScriptsOf(marketing, { path: '/', chrome: 'public' }, chunks, shared, SITE)).toEqual(expected);
  });
});
