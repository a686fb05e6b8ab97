// A remote's production container builds no fallback for what the shell always provides, and keeps one for the
// rest (tooling/webpack/sharedSingletons.mjs providedByTheShell). The shell's own `shared` is built from the same
// list; the browser test in e2e/tests/platform/remotes.spec.ts checks one copy of each at runtime.
import { strict as assert } from 'node:assert';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { SINGLETON_PACKAGES, providedByTheShell, sharedSingletons } from '../webpack/sharedSingletons.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test("a remote's container takes the shell's singletons and kernel, and keeps fallbacks for prefixes and MUI", () => {
  const remote = sharedSingletons(path.join(root, 'mf-marketing'));
  const onTheShell = providedByTheShell(remote);
  for (const [key, config] of Object.entries(onTheShell)) {
    if (SINGLETON_PACKAGES.includes(key)) {
      assert.equal(config.import, false, key);
      // The version check stays: a kernel of another major version is still refused.
      assert.equal(config.requiredVersion, remote[key]!.requiredVersion, key);
    } else assert.deepEqual(config, remote[key], key);
  }
  assert.ok('react/' in onTheShell && onTheShell['react/']!.import !== false, 'subpath prefixes keep their fallback');
});

// What the containers deployed from 486d5f4 take from the shell with no fallback of their own (`import: false`): the
// shell keeps providing each one, and handing over its bundler runtime, until their compatibility window closes
// (docs/architecture.md, 'Compatibility window'). A frozen list, not today's: that is what those builds were made with.
const PROVIDED_FOR_486D5F4 = [
  'react',
  'react-dom',
  'redux',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'notistack',
  '@kredi/kernel',
  '@kredi/kernel/api',
];

test('the shell still provides everything the containers of the compatibility window take from it', async () => {
  // By its URL: the shell's config has no declaration file (it is plain JavaScript, read by webpack).
  const { federation } = (await import(pathToFileURL(path.join(root, 'shell/federation.config.mjs')).href)) as {
    federation: { shared: Record<string, { import?: unknown }>; runtimePlugins: string[] };
  };
  for (const pkg of PROVIDED_FOR_486D5F4) {
    assert.ok(pkg in federation.shared, `the shell no longer shares ${pkg}`);
    assert.notEqual(federation.shared[pkg]!.import, false, `the shell no longer builds ${pkg}`);
  }
  assert.ok(
    federation.runtimePlugins.some((plugin) => plugin.endsWith(path.join('bundlerRuntimeOnce', 'handOver.mjs'))),
    'the shell no longer hands its bundler runtime over',
  );
});
