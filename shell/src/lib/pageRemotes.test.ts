import { pageRemoteManifestUrl, REMOTES_MANIFEST_ELEMENT_ID } from './pageRemotes';

const page = (copy: unknown) => {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${JSON.stringify(copy)}</script>`;
  return document;
};
const remotes = [
  { name: 'marketing', entry: '/remotes/marketing/mf-manifest.json', routes: ['/'] },
  { name: 'calculator', entry: 'https://calc.example.com/mf-manifest.json?v=2', routes: ['/kredi-hesaplama'] },
  { name: 'legacy', entry: '/remotes/legacy/remoteEntry.js', routes: ['/eski'] },
];

test("the page owner's federation manifest, as an absolute address", () => {
  expect(pageRemoteManifestUrl(page({ remotes, page: 'marketing' }), 'https://kredi.example.com/blog')).toBe(
    'https://kredi.example.com/remotes/marketing/mf-manifest.json',
  );
  expect(pageRemoteManifestUrl(page({ remotes, page: 'calculator' }), 'https://kredi.example.com/kredi-hesaplama')).toBe(
    'https://calc.example.com/mf-manifest.json?v=2',
  );
});

test('nothing to ask for early: no owner, an owner not in the list, an entry that is no manifest, no copy', () => {
  expect(pageRemoteManifestUrl(page({ remotes }), 'http://localhost/yok')).toBeUndefined();
  expect(pageRemoteManifestUrl(page({ remotes, page: 'crm' }), 'http://localhost/crm')).toBeUndefined();
  expect(pageRemoteManifestUrl(page({ remotes, page: 'legacy' }), 'http://localhost/eski')).toBeUndefined();
  document.body.innerHTML = '<div id="root"></div>';
  expect(pageRemoteManifestUrl(document, 'http://localhost/')).toBeUndefined();
});
