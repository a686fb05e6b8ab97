// Builds do not depend on where the repository is checked out: a federated build of the same files in two directories
// gives every module the same id (tooling/webpack/checkoutIndependentIds.mjs) and every chunk the same content hash
// before the real content hash replaces it (tooling/webpack/checkoutIndependentHash.mjs, the hashes the minifier
// sees). Without them the shared module's and the federation runtime entry's ids and hashes follow the directory (the
// cases CI's clone hit).
import { strict as assert } from 'node:assert';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CheckoutIndependentIdsPlugin } from '../webpack/checkoutIndependentIds.mjs';
import { checkoutIndependentHash } from '../webpack/checkoutIndependentHash.mjs';
import { fixtureCopy, runBuild } from './federatedFixture';

const require = createRequire(import.meta.url);

/**
 * Every module id and emitted file name of a production build of the fixture in `dir`, sorted. The chunks' names
 * carry their first content hash: the real content hash, taken over the emitted code, is off.
 */
async function build(dir: string, checkoutIndependent: boolean) {
  const stats = await runBuild({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: 'fixture',
      chunkFilename: '[contenthash].js',
      ...(checkoutIndependent ? { hashFunction: checkoutIndependentHash([dir]) } : {}),
    },
    optimization: { minimize: false, moduleIds: 'deterministic', realContentHash: false },
    // As the browser builds compile their sources: swc's source maps name each file by its absolute path, and a
    // module's hash covers its map.
    devtool: 'source-map',
    module: { rules: [{ test: /\.js$/, include: path.join(dir, 'src'), loader: require.resolve('swc-loader') }] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        dts: false,
        runtimePlugins: [path.join(dir, 'src/runtimePlugin.js')],
        // By absolute path, as the system's shared singletons are (tooling/webpack/sharedSingletons.mjs).
        shared: { 'fixture-lib': { import: path.join(dir, 'src/lib.js'), version: '1.0.0', requiredVersion: '^1.0.0', singleton: true } },
      }),
      ...(checkoutIndependent ? [new CheckoutIndependentIdsPlugin()] : []),
    ],
  });
  const { modules = [] } = stats.toJson({ all: false, modules: true, ids: true });
  return { ids: modules.map((m) => String(m.id)).sort(), files: Object.keys(stats.compilation.assets).sort() };
}

test('the same files built in two directories give every module the same id and every chunk the same hash, and would not without the plugins', async () => {
  // Two directories at the same depth: what lies outside them (this repository's node_modules) keeps its relative
  // path, as a whole checkout's node_modules does.
  const here = fixtureCopy('a');
  const elsewhere = fixtureCopy('another-checkout');
  const [buildHere, buildElsewhere] = [await build(here, true), await build(elsewhere, true)];
  assert.ok(buildHere.ids.length >= 4, `a federated build has modules: ${buildHere.ids.join(' ')}`);
  assert.ok(buildHere.files.length >= 2, `an entry and a chunk: ${buildHere.files.join(' ')}`);
  assert.deepEqual(buildElsewhere, buildHere);
  // The fixture does show the problem: webpack's own ids and hashes differ between the two directories.
  const [plainHere, plainElsewhere] = [await build(here, false), await build(elsewhere, false)];
  assert.notDeepEqual(plainElsewhere.ids, plainHere.ids);
  assert.notDeepEqual(plainElsewhere.files, plainHere.files);
});
