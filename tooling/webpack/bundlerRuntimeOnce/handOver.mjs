// Runs in the shell's browser build (a federation runtime plugin, shell/federation.config.mjs): hands the shell's
// copy of the federation bundler runtime to the remotes' containers, which are built without theirs
// (../bundlerRuntimeOnce.mjs). main.js holds these modules anyway: the shell's own runtime uses every one of them.
import { remotes } from '@module-federation/webpack-bundler-runtime/dist/remotes.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { BUNDLER_RUNTIME_GLOBAL } from './globalName.mjs';

/**
 * The modules a remote's container takes from the shell in place of its own, by their key in ../bundlerRuntimeOnce.mjs
 * (HANDED_OVER_MODULES). Each bundler runtime file exports one function; of the error codes, the names the
 * container's runtime module imports (tooling/test/bundlerRuntimeOnce.test.ts checks both).
 */
export const HANDED_OVER = {
  remotes: { remotes },
  consumes: { consumes },
  initializeSharing: { initializeSharing },
  installInitialConsumes: { installInitialConsumes },
  init: { init },
  getSharedFallbackGetter: { getSharedFallbackGetter },
  attachShareScopeMap: { attachShareScopeMap },
  errorCodes: { RUNTIME_009, runtimeDescMap },
};

/** The runtime plugin: the hand-over happens when the shell's federation instance starts, before any remote loads. */
export default function bundlerRuntimeHandOver() {
  return {
    name: 'kredi-bundler-runtime-hand-over',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= HANDED_OVER;
      return args;
    },
  };
}
