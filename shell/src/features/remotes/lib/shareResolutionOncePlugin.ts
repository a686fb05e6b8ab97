import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { resolveKernelShare } from './kernelWindow';

/**
 * Runtime hook: one fix of the federation runtime's share resolution (runtime-core 2.9.2), for the host and, through
 * the runtime it provides them (federation.config.mjs, provideExternalRuntime), every remote, without rebuilding any.
 *
 * **Each container registers its shared modules once.** `loadShare` calls `initializeSharing` without an init scope,
 * so the once-per-scope guard never holds: every shared module a page consumes registered all of its container's
 * shared modules again (about 60 consumed x 150 registered on /form, ~100 ms of the phone's CPU at 4x before the page
 * could hydrate). Upstream: module-federation/core#5062; this goes when a runtime with that fix is installed
 * (tooling/webpack/PATCHES.md). Here each container keeps one init scope: the first call registers everything as
 * before, later ones find its token and return. Resolution itself is the runtime's own (its range checks, warnings
 * and strict-version errors), plus the kernel's compatibility window.
 */
type RuntimeArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInit']>>[0];
type Handler = RuntimeArgs['origin']['sharedHandler'];
type InitializeSharing = Handler['initializeSharing'];

type InitScope = NonNullable<Parameters<InitializeSharing>[1]>['initScope'];

// Kept here, not on the runtime's objects: this module is the host's, and the runtime is one copy (the host's).
const initScopes = new WeakMap<Handler, InitScope>();
const patchedClasses = new WeakSet<object>();

/** Patches the runtime's share handler class once; every container's handler (host and remotes) is one of its. */
export function patchShareHandler(handler: Handler): void {
  const prototype = Object.getPrototypeOf(handler) as Handler;
  if (patchedClasses.has(prototype)) return;
  patchedClasses.add(prototype);
  const initializeSharing = prototype.initializeSharing;
  prototype.initializeSharing = function (this: Handler, scopeName, extraOptions) {
    // Webpack's own start-up passes its init scope ('build'); only the runtime's loadShare calls come without one.
    if (extraOptions?.initScope || extraOptions?.from === 'build') return initializeSharing.call(this, scopeName, extraOptions);
    let initScope = initScopes.get(this);
    if (!initScope) {
      initScopes.set(this, (initScope = []));
      // Before the first resolution of this container (loadShare starts with initializeSharing): the kernel's
      // compatibility window, and the named refusal of a kernel outside it.
      this.hooks.lifecycle.resolveShare.on(resolveKernelShare);
    }
    return initializeSharing.call(this, scopeName, { ...extraOptions, initScope });
  };
}

export default function shareResolutionOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kredi-share-once',
    beforeInit(args) {
      patchShareHandler(args.origin.sharedHandler);
      return args;
    },
  };
}
