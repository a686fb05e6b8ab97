import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { kernelRefusalText, servedByWindow, type KernelWindow } from '@kredi/kernel/federation/compatibility';
import { SHELL_OFFER } from './remoteRequirements';
import { recordRefusal } from './remoteFailures';

type RuntimeArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInit']>>[0];
type Handler = RuntimeArgs['origin']['sharedHandler'];
export type ResolveShareArgs = Parameters<Handler['hooks']['lifecycle']['resolveShare']['emit']>[0];

/** The kernel's two shares: its main entry and its API entry (tooling/webpack/sharedSingletons.mjs). */
const KERNEL_SHARES = new Set(['@kredi/kernel', '@kredi/kernel/api']);

/**
 * The kernel's compatibility window in the federation runtime's share resolution (every container's, host and
 * remotes: shareResolutionOncePlugin.ts registers it). The runtime's own resolver refuses a kernel range the provided
 * version does not satisfy (strictVersion). Here a refusal of a range the window still serves (the previous major,
 * shared/kernel/src/federation/compatibility.ts) takes the provided kernel instead; any other refusal is recorded
 * with its reason for the remote's failure report, then thrown as before.
 */
export function resolveKernelShare(args: ResolveShareArgs, window: KernelWindow = SHELL_OFFER.kernel): ResolveShareArgs {
  const { pkgName, shareInfo, shareScopeMap, scope, version } = args;
  const required = shareInfo.shareConfig?.requiredVersion;
  if (!KERNEL_SHARES.has(pkgName) || typeof required !== 'string' || !version) return args;
  const resolve = args.resolver;
  return {
    ...args,
    resolver: () => {
      try {
        return resolve();
      } catch (error) {
        const shared = shareScopeMap[scope]?.[pkgName]?.[version];
        if (shared && servedByWindow(required, window)) return { shared, useTreesShaking: false };
        if (shareInfo.from) recordRefusal(shareInfo.from, { reason: 'kernel-refused', text: kernelRefusalText(required, version) });
        throw error;
      }
    },
  };
}
