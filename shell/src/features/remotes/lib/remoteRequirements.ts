// Pure subpath modules (see remoteRegistry.ts): the entry chunk and the composer both decide with this file.
import type { RemoteRequirements } from '@kredi/kernel/federation/contract';
import {
  KERNEL_VERSION,
  PREVIOUS_KERNEL_MAJOR_SERVED,
  caretSatisfied,
  kernelRefusalText,
  servedByWindow,
  type KernelWindow,
} from '@kredi/kernel/federation/compatibility';
import type { RemoteFailureReason } from '@kredi/contracts/reports';

/** What this shell provides to the remotes it loads. */
export interface ShellOffer {
  kernel: KernelWindow;
  /**
   * It hands its federation bundler runtime to containers built without one (tooling/webpack/bundlerRuntimeOnce.mjs):
   * kept while containers built that way are deployed.
   */
  bundlerRuntimeHandOver: boolean;
}

export const SHELL_OFFER: ShellOffer = {
  kernel: { version: KERNEL_VERSION, previousMajor: PREVIOUS_KERNEL_MAJOR_SERVED },
  bundlerRuntimeHandOver: true,
};

export interface Refusal {
  reason: RemoteFailureReason;
  /** The log line's reason, e.g. 'kernel ^3 istendi, kabuk 4.1.0 sunuyor'. */
  text: string;
}

/** Whether the shell's kernel serves a remote built for `range`: its own major, or the previous one in the window. */
export function kernelServes(range: string, kernel: KernelWindow, satisfies = caretSatisfied): boolean | undefined {
  const own = satisfies(kernel.version, range);
  return own === undefined ? undefined : own || servedByWindow(range, kernel);
}

/** Whether the previous major the shell's kernel still serves covers `range` (for a full semver check's refusal). */
export function windowServes(range: string, kernel: KernelWindow = SHELL_OFFER.kernel): boolean {
  return servedByWindow(range, kernel);
}

/**
 * Why a remote whose manifest entry declares `requires` cannot run on this shell, or undefined. A range only a full
 * semver check can read is left to the container's own check, in the browser and the composer alike.
 */
export function requirementRefusal(requires: RemoteRequirements | undefined, offer: ShellOffer = SHELL_OFFER): Refusal | undefined {
  if (requires?.kernel && kernelServes(requires.kernel, offer.kernel) === false)
    return { reason: 'kernel-refused', text: kernelRefusalText(requires.kernel, offer.kernel.version) };
  if (requires?.bundlerRuntimeHandOver && !offer.bundlerRuntimeHandOver)
    return { reason: 'requirement-missing', text: 'runtime hand-over missing (the container expects the shell’s bundler runtime)' };
  return undefined;
}
