// A remote's production container builds no fallback for what the shell always provides, and keeps one for the
// rest (tooling/webpack/sharedSingletons.mjs providedByTheShell). The shell's own `shared` is built from the same
// list; the browser test in e2e/tests/platform/remotes.spec.ts checks one copy of each at runtime.
import { strict as assert } from 'node:assert';
import path from 'node:path';
import { test } from 'node:test';
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
