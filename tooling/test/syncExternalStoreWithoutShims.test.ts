// The browser builds take React's own useSyncExternalStore instead of its shims (tooling/webpack/
// syncExternalStoreWithoutShims.mjs): each shim's replacement must export what the shim exports, or an importer would
// get undefined.
import { strict as assert } from 'node:assert';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { SHIMLESS, syncExternalStoreWithoutShims } from '../webpack/syncExternalStoreWithoutShims.mjs';

const require = createRequire(import.meta.url);

test('each shim resolves to a shimless module with the same exports, and the shimless hook is React’s own', () => {
  for (const specifier of Object.keys(SHIMLESS)) {
    const target = syncExternalStoreWithoutShims[`${specifier}$`]!;
    const shim = require(specifier) as Record<string, unknown>;
    const shimless = require(target) as Record<string, unknown>;
    assert.deepEqual(Object.keys(shimless).sort(), Object.keys(shim).sort(), specifier);
    assert.doesNotMatch(target, /[\\/]shim[\\/]/);
  }
  const react = require('react') as { useSyncExternalStore: unknown };
  assert.equal(
    (require(syncExternalStoreWithoutShims['use-sync-external-store/shim$']!) as Record<string, unknown>).useSyncExternalStore,
    react.useSyncExternalStore,
  );
});
