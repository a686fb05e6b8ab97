// The federation runtime ships once, its bundler part too (issue 22, goal 4).
//
// Why: externalRuntime (remoteFederation.mjs) takes runtime-core out of a remote's container, but each container
// still bundled @module-federation/webpack-bundler-runtime: the functions webpack's federation runtime calls to load
// remotes and to consume and initialise shared modules (with the SDK and error codes they import), the same code
// main.js carries. They keep no state of their own (all of it comes in through the container's __webpack_require__),
// so the shell's copy serves every container: each remoteEntry.js is ~3.7 KB brotli smaller.
//
// How: a remote's production container takes those modules from what the shell hands over
// (bundlerRuntimeOnce/handOver.mjs, a runtime plugin of the shell). The container keeps the modules with state: the
// one assembling its federation object (its share scopes) and @module-federation/runtime (its runtime instance), and
// the one function the shell, which exposes nothing, lacks (initContainerEntry). As with externalRuntime, a remote
// runs only on a shell that hands these over (deploy the shell first); its dev harness runs alone and keeps its copy.
import path from 'node:path';
import { createRequire } from 'node:module';
import { BUNDLER_RUNTIME_GLOBAL } from './bundlerRuntimeOnce/globalName.mjs';

const require = createRequire(import.meta.url);
const BUNDLER_RUNTIME_DIST = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));
// The folders whose imports are redirected: the bundler runtime's and the runtime's (which imports the error codes).
const REDIRECTED_IN = [BUNDLER_RUNTIME_DIST, path.dirname(require.resolve('@module-federation/runtime'))];
const FILES_PREFIX = '@module-federation/webpack-bundler-runtime/dist/';

/** Specifier -> the key the shell hands the module over by (handOver.mjs's HANDED_OVER, which the test compares). */
export const HANDED_OVER_MODULES = {
  ...Object.fromEntries(
    ['remotes', 'consumes', 'initializeSharing', 'installInitialConsumes', 'init', 'getSharedFallbackGetter', 'attachShareScopeMap'].map(
      (name) => [`${FILES_PREFIX}${name}.js`, name],
    ),
  ),
  '@module-federation/error-codes': 'errorCodes',
};

/** A request made inside the federation packages, as the specifier the shell's hand-over names it by. */
function specifierOf(context, request) {
  if (!request.startsWith('./')) return request;
  return context === BUNDLER_RUNTIME_DIST ? FILES_PREFIX + request.slice(2) : undefined;
}

/** webpack `externals` of a remote's production container: the handed-over modules are the shell's. */
export function bundlerRuntimeFromTheShell({ context, request }, callback) {
  const specifier = REDIRECTED_IN.includes(context) && request ? specifierOf(context, request) : undefined;
  const key = specifier && Object.hasOwn(HANDED_OVER_MODULES, specifier) ? HANDED_OVER_MODULES[specifier] : undefined;
  return key ? callback(null, `globalThis.${BUNDLER_RUNTIME_GLOBAL}.${key}`, 'var') : callback();
}
