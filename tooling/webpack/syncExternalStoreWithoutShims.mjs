// React's own useSyncExternalStore instead of its shims for React 17 and older (less JavaScript on the first screen).
//
// Why: MUI's base-ui store imports 'use-sync-external-store/shim' and '.../shim/with-selector'; react-redux imports
// the shimless '.../with-selector'. On React 19 the shim only hands over React's own hook, yet it ships, and the two
// with-selector builds are the same code twice: ~0.7 KB brotli on every page.
// What: the browser builds resolve the shims to the package's shimless modules, which export the same names
// (tooling/test/syncExternalStoreWithoutShims.test.ts compares them). The server render runs Node's copy, untouched.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PACKAGE = path.dirname(require.resolve('use-sync-external-store/package.json'));

/** Shim specifier -> the shimless module it resolves to (package-relative files). */
export const SHIMLESS = {
  'use-sync-external-store/shim': 'index.js',
  'use-sync-external-store/shim/index.js': 'index.js',
  'use-sync-external-store/shim/with-selector': 'with-selector.js',
  'use-sync-external-store/shim/with-selector.js': 'with-selector.js',
};

/** webpack `resolve.alias` entries (exact matches, `$`). */
export const syncExternalStoreWithoutShims = Object.fromEntries(
  Object.entries(SHIMLESS).map(([specifier, file]) => [`${specifier}$`, path.join(PACKAGE, file)]),
);
