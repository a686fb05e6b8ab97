// The shell hands its federation bundler runtime to remote containers that were built without their own.
//
// History: from 9433565 to 486d5f4 a remote's production container took the bundler runtime's stateless modules
// (@module-federation/webpack-bundler-runtime's remotes, consumes, init, ... and the error codes) from the shell
// (`externals` below), ~3.7 KB brotli less per remoteEntry.js. That tied every container to a shell that hands them
// over: on a shell that does not, the container threw while loading ("reading 'attachShareScopeMap'", RUNTIME-008).
// The federation's maintainers hold that the bundler runtime is one per runtime and cannot be external
// (module-federation-examples#3821).
//
// Now: every container bundles its own bundler runtime again (createWebpackConfig.mjs no longer applies the
// externals), so a new remote runs on any shell of the window. The shell keeps handing its copy over
// (bundlerRuntimeOnce/handOver.mjs) so that the containers already deployed from those builds keep working; it is
// removed when their compatibility window closes (docs/architecture.md, 'Compatibility window').
// `bundlerRuntimeFromTheShell` stays as the record of what those containers read: the infra test checks the shell
// still hands all of it over.
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

/** The `externals` the containers built from 9433565 to 486d5f4 were built with: the handed-over modules are the shell's. */
export function bundlerRuntimeFromTheShell({ context, request }, callback) {
  const specifier = REDIRECTED_IN.includes(context) && request ? specifierOf(context, request) : undefined;
  const key = specifier && Object.hasOwn(HANDED_OVER_MODULES, specifier) ? HANDED_OVER_MODULES[specifier] : undefined;
  return key ? callback(null, `globalThis.${BUNDLER_RUNTIME_GLOBAL}.${key}`, 'var') : callback();
}
