import { defaultSiteConfig } from '@kredi/kernel';
import { embeddedRemotesManifest, fetchRemotesManifest, loadSiteConfig, remotesManifestForPage } from './runtimeConfig';
import { REMOTES_MANIFEST_ELEMENT_ID } from '../../../lib/pageRemotes';

const json = (body: unknown, status = 200) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

test('the manifest keeps well-formed remotes with their route prefixes and makes their URLs absolute', async () => {
  const list = await fetchRemotesManifest(
    json({
      remotes: [
        { name: 'marketing', entry: '/remotes/marketing/mf-manifest.json', routes: ['/', '/blog/*', 'kvkk', 7, '/a b'] },
        { name: 'calculator', entry: 'http://cdn.example.com/calc/mf-manifest.json', routes: ['/kredi-hesaplama'] },
        { name: 'reports', entry: '/x.json' },
        { name: 'Bad Name', entry: '/y.json', routes: ['/y'] },
        { name: 'crm' },
        null,
      ],
    }) as unknown as typeof fetch,
  );
  expect(list).toEqual([
    { name: 'marketing', entry: 'http://localhost/remotes/marketing/mf-manifest.json', routes: ['/', '/blog/*'] },
    { name: 'calculator', entry: 'http://cdn.example.com/calc/mf-manifest.json', routes: ['/kredi-hesaplama'] },
    // A remote the shell has never heard of is accepted: a sixth remote needs no shell build.
    { name: 'reports', entry: 'http://localhost/x.json', routes: [] },
  ]);
});

test('a missing or malformed manifest is an error (the slots show their error panel)', async () => {
  await expect(fetchRemotesManifest(json({}, 404) as unknown as typeof fetch)).rejects.toThrow('404');
  await expect(fetchRemotesManifest(json({ remotes: 'no' }) as unknown as typeof fetch)).rejects.toThrow('no remotes list');
});

test('site config: override merged on the defaults; absent or broken config gives the defaults', async () => {
  const merged = await loadSiteConfig(
    json({ phone: '0850 111 11 11', social: { x: 'https://x.example.com/a' } }) as unknown as typeof fetch,
  );
  expect(merged.phone).toBe('0850 111 11 11');
  expect(merged.email).toBe(defaultSiteConfig.email);
  expect(merged.social.x).toBe('https://x.example.com/a');
  expect(merged.social.instagram).toBe(defaultSiteConfig.social.instagram);
  expect(await loadSiteConfig(json({}, 404) as unknown as typeof fetch)).toEqual(defaultSiteConfig);
  expect(await loadSiteConfig(jest.fn(async () => Promise.reject(new Error('down'))) as unknown as typeof fetch)).toEqual(
    defaultSiteConfig,
  );
});

test("a server-rendered page's copy of the manifest is read as the file is: only names, entries and prefixes", () => {
  const file = {
    remotes: [
      {
        name: 'marketing',
        entry: '/remotes/marketing/mf-manifest.json',
        routes: ['/', '/blog/*'],
        server: '/remotes/marketing/server/routes.js',
      },
      { name: 'Bad Name', entry: '/y.json', routes: ['/y'], note: 'ops' },
    ],
  };
  const copy = remotesManifestForPage(file);
  // The composer's server URLs and whatever else the file holds stay on the server.
  expect(copy).toEqual({
    remotes: [
      { name: 'marketing', entry: '/remotes/marketing/mf-manifest.json', routes: ['/', '/blog/*'] },
      { name: 'Bad Name', entry: '/y.json', routes: ['/y'] },
    ],
  });
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${JSON.stringify(copy)}</script>`;
  expect(embeddedRemotesManifest(document, 'https://kredi.example.com/blog')).toEqual([
    { name: 'marketing', entry: 'https://kredi.example.com/remotes/marketing/mf-manifest.json', routes: ['/', '/blog/*'] },
  ]);
});

test('no copy (a client-rendered page) or an unreadable one: the browser asks /remotes.json', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(embeddedRemotesManifest(document, 'http://localhost/')).toBeUndefined();
  document.body.innerHTML = `<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">{"remotes":</script>`;
  expect(embeddedRemotesManifest(document, 'http://localhost/')).toBeUndefined();
  document.body.innerHTML = `<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">{"remotes":"no"}</script>`;
  expect(embeddedRemotesManifest(document, 'http://localhost/')).toBeUndefined();
});
