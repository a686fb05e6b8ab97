// The federation runtime ships once (less JavaScript on the first screen): the host provides it to the remotes (provideExternalRuntime /
// externalRuntime), and within the host it must be one copy too. The federation plugin adds the plugin that hands the
// runtime to the remotes as a CommonJS file (by its resolved path, so no alias reaches it), and that file require()s
// the runtime's CommonJS build, while the host's own runtime imports its ES build: two copies of runtime-core, the SDK
// and the error codes (about 12 KB brotli), and two runtime instances. Resolving every import and require of these
// packages to their ES build gives one copy and one instance.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Package specifier -> the file its `import` condition names. */
const ES_BUILDS = {
  '@module-federation/runtime-core': 'dist/index.js',
  '@module-federation/runtime-tools/runtime-core': 'dist/runtime-core.js',
  '@module-federation/runtime': 'dist/index.js',
  '@module-federation/sdk': 'dist/index.js',
  '@module-federation/error-codes': 'dist/index.mjs',
};

// The packages export no package.json: their CommonJS entry (dist/index.cjs) locates the folder.
const packageDir = (specifier) => {
  const [scope, name] = specifier.split('/');
  return path.dirname(path.dirname(require.resolve(`${scope}/${name}`)));
};

/** webpack `resolve.alias` entries (exact matches, `$`) for a browser build. */
export const federationRuntimeOnce = Object.fromEntries(
  Object.entries(ES_BUILDS).map(([specifier, file]) => [`${specifier}$`, path.join(packageDir(specifier), file)]),
);
