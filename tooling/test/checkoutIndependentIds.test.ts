// Module ids do not depend on where the repository is checked out (tooling/webpack/checkoutIndependentIds.mjs):
// a federated build of the same files in two directories gives every module the same id. Without the plugin the
// shared module's and the federation runtime entry's ids follow the directory (the case CI's clone hit).
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CheckoutIndependentIdsPlugin } from '../webpack/checkoutIndependentIds.mjs';

const fixture = path.join(import.meta.dirname, 'fixtures/checkoutIds');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kredi-checkout-ids-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

function checkout(dir: string) {
  fs.cpSync(fixture, dir, { recursive: true });
  return dir;
}

/** Every module id of a production build of the fixture in `dir`, sorted. */
function moduleIds(dir: string, withPlugin: boolean): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), uniqueName: 'fixture' },
    optimization: { minimize: false, moduleIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        dts: false,
        runtimePlugins: [path.join(dir, 'src/runtimePlugin.js')],
        // By absolute path, as the system's shared singletons are (tooling/webpack/sharedSingletons.mjs).
        shared: { 'fixture-lib': { import: path.join(dir, 'src/lib.js'), version: '1.0.0', requiredVersion: '^1.0.0', singleton: true } },
      }),
      ...(withPlugin ? [new CheckoutIndependentIdsPlugin()] : []),
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      const { modules = [] } = stats.toJson({ all: false, modules: true, ids: true });
      resolve(modules.map((m) => String(m.id)).sort());
    }),
  );
}

test('the same files built in two directories give every module the same id, and would not without the plugin', async () => {
  // Two directories at the same depth: what lies outside them (this repository's node_modules) keeps its relative
  // path, as a whole checkout's node_modules does.
  const here = checkout(path.join(scratch, 'a'));
  const elsewhere = checkout(path.join(scratch, 'another-checkout'));
  const [idsHere, idsElsewhere] = [await moduleIds(here, true), await moduleIds(elsewhere, true)];
  assert.ok(idsHere.length >= 4, `a federated build has modules: ${idsHere.join(' ')}`);
  assert.deepEqual(idsElsewhere, idsHere);
  // The fixture does show the problem: webpack's own ids differ between the two directories.
  assert.notDeepEqual(await moduleIds(elsewhere, false), await moduleIds(here, false));
});
