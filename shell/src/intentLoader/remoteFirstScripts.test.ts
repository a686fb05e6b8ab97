import { remoteFirstScripts } from './remoteFirstScripts';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { id: 'marketing:routes', name: 'routes', path: './routes', assets: { js: { sync: ['chunks/303c.js'], async: ['chunks/b111.js'] } } },
  ],
};

test("the container and the routes expose's first-load files, beside the manifest (publicPath auto)", () => {
  expect(remoteFirstScripts(manifest, 'https://kredi.example.com/remotes/marketing/mf-manifest.json')).toEqual([
    'https://kredi.example.com/remotes/marketing/remoteEntry.js',
    'https://kredi.example.com/remotes/marketing/chunks/303c.js',
  ]);
});

test('a public path and an entry folder are used as written', () => {
  const cdn = {
    ...manifest,
    metaData: { publicPath: 'https://cdn.example.com/calc/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } },
  };
  expect(remoteFirstScripts(cdn, 'https://calc.example.com/mf-manifest.json')).toEqual([
    'https://cdn.example.com/calc/v2/remoteEntry.js',
    'https://cdn.example.com/calc/chunks/303c.js',
  ]);
});

test('nothing for a manifest read otherwise: no entry, a computed public path, not a manifest', () => {
  expect(remoteFirstScripts({ metaData: { publicPath: 'auto' } }, 'http://localhost/m.json')).toEqual([]);
  expect(
    remoteFirstScripts({ metaData: { getPublicPath: 'return "/x/"', remoteEntry: { name: 'remoteEntry.js' } } }, 'http://localhost/m.json'),
  ).toEqual([]);
  expect(remoteFirstScripts('<html>', 'http://localhost/m.json')).toEqual([]);
  expect(remoteFirstScripts(null, 'http://localhost/m.json')).toEqual([]);
});
