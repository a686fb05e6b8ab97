// One sharing runtime per build (tooling/webpack/sharingRuntimeOnce.mjs): a federated build assigns
// __webpack_require__.I once, the federation plugin's, which hands share-scope initialisation to its bundler runtime.
// Without the plugin webpack adds its own as well (dead code, overwritten).
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { SharingRuntimeOncePlugin } from '../webpack/sharingRuntimeOnce.mjs';
import { fixtureCopy, runBuild } from './federatedFixture';

/** The entry file of an unminified production build of the fixture. */
async function builtEntry(dir: string, once: boolean) {
  await runBuild({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), uniqueName: 'fixture' },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        dts: false,
        shared: { 'fixture-lib': { import: path.join(dir, 'src/lib.js'), version: '1.0.0', requiredVersion: '^1.0.0', singleton: true } },
      }),
      ...(once ? [new SharingRuntimeOncePlugin()] : []),
    ],
  });
  return fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
}

const assignments = (code: string) => [...code.matchAll(/__webpack_require__\.I = ([^\n]*)/g)].map((m) => m[1]);

test('a federated build has one sharing runtime, the federation plugin’s, and two without the plugin', async () => {
  const dir = fixtureCopy('app');
  const entry = await builtEntry(dir, true);
  const once = assignments(entry);
  assert.equal(once.length, 1, once.join('\n'));
  // The federation plugin's: its bundler runtime initialises the share scopes...
  assert.match(entry.split('__webpack_require__.I = ')[1].slice(0, 300), /bundlerRuntime\.I\(/);
  // ...from its init options, which still name the shared module.
  assert.match(entry, /initOptions\.shared = \{\s*"fixture-lib"/);
  assert.equal(assignments(await builtEntry(dir, false)).length, 2);
});
