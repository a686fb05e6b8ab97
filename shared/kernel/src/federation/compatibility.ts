/*
 * The kernel's compatibility window (docs/architecture.md, 'Compatibility window'). A shell serves remotes built for
 * its own kernel major and, for the window, for the previous one: a major keeps every export, hook, slice and session
 * shape the previous major had (deprecated, never removed), so a remote built for it runs unchanged. The window
 * closes when a later major no longer names that major here. Pure: the shell's entry chunk and the composer read it
 * before any shared module exists.
 */
// Only `version` is read: the build keeps that one field of the file.
import kernelPackage from '../../package.json';

/** This kernel's version: what a shell built with it provides. */
export const KERNEL_VERSION: string = kernelPackage.version;

/**
 * The previous kernel major this kernel still serves, or null. Kernel 4 serves no earlier major: remotes built for 3
 * also expect the shell to provide react-redux and Redux Toolkit as shared singletons, which it stopped doing, so
 * they cannot run whatever the kernel accepts. Kernel 5 names 4 here until its window closes.
 */
export const PREVIOUS_KERNEL_MAJOR_SERVED: number | null = null;

/** What a shell's kernel serves: its version and the previous major of its window. */
export interface KernelWindow {
  version: string;
  previousMajor: number | null;
}

/** The major version a caret range names ('^4.1.0' → 4), or undefined for any other form. */
export function caretMajor(range: string): number | undefined {
  const match = /^\^(\d+)\.\d+\.\d+$/.exec(range.trim());
  const major = match ? Number(match[1]) : undefined;
  return major !== undefined && major > 0 ? major : undefined;
}

/**
 * Whether a version satisfies a caret range of a major above 0 ('^4.1.0': 4.1.0 and later 4.x), or undefined for any
 * other form of range, which only a full semver check can answer (the federation runtime's, the composer's).
 */
export function caretSatisfied(version: string, range: string): boolean | undefined {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  const have = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!wanted || !have || wanted[1] === '0') return undefined;
  const [, wMajor, wMinor, wPatch] = wanted.map(Number) as [number, number, number, number];
  const [, hMajor, hMinor, hPatch] = have.map(Number) as [number, number, number, number];
  return hMajor === wMajor && (hMinor > wMinor || (hMinor === wMinor && hPatch >= wPatch));
}

/**
 * Whether the window takes a remote whose kernel range the kernel's version itself does not satisfy: a caret range of
 * the previous major the kernel still serves, and only that.
 */
export function servedByWindow(range: string, window: KernelWindow): boolean {
  const major = caretMajor(range);
  const ownMajor = caretMajor(`^${window.version}`);
  return major !== undefined && ownMajor !== undefined && window.previousMajor === ownMajor - 1 && major === window.previousMajor;
}

/** The refusal as the log line says it: which range the remote asked for and which kernel the shell provides. */
export function kernelRefusalText(range: string, version: string): string {
  return `kernel ${range} istendi, kabuk ${version} sunuyor`;
}
