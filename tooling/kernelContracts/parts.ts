// The parts whose use of the kernel is recorded (the shell, the render service, every remote), their declared
// kernel ranges and their records (`<part>/kernel-contract/kernel-<major>.d.ts`, one per kernel major a deployed build
// of the part may be built for).
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- build tooling, not a page: the window as the shell's entry reads it
import { PREVIOUS_KERNEL_MAJOR_SERVED, KERNEL_VERSION } from '../../shared/kernel/src/federation/compatibility';
import type { KernelRelease, PartContracts } from './check';
import { kernelCompilerOptions } from './program';
import { KERNEL_PACKAGE, kernelUsesOf } from './uses';

export const RECORD_DIR = 'kernel-contract';

/** The kernel of this checkout: its version and the previous major its window serves. */
export const CURRENT_KERNEL: KernelRelease = { version: KERNEL_VERSION, previousMajorServed: PREVIOUS_KERNEL_MAJOR_SERVED };

/**
 * The parts, by folder: every workspace outside shared/ whose package.json depends on the kernel (the shell, the
 * render service, each remote), with the range it declares. shared/ holds libraries bundled into those parts, whose
 * use of the kernel counts in each part that bundles them.
 */
export function partsOf(repoRoot: string): Array<{ part: string; range: string }> {
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = root.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const parent = path.dirname(pattern);
    const prefix = path.basename(pattern).slice(0, -1);
    return fs
      .readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => path.posix.join(parent, entry.name))
      .sort();
  });
  return dirs.flatMap((part) => {
    const file = path.join(repoRoot, part, 'package.json');
    if (part.startsWith('shared/') || !fs.existsSync(file)) return [];
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: Record<string, string> };
    const range = manifest.dependencies?.[KERNEL_PACKAGE];
    return range ? [{ part, range }] : [];
  });
}

/** Every record of a part, relative to the repository. */
export function recordsOf(repoRoot: string, part: string): Array<{ file: string; text: string }> {
  const dir = path.join(repoRoot, part, RECORD_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.d.ts'))
    .sort()
    .map((name) => ({ file: `${part}/${RECORD_DIR}/${name}`, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** Each part with what its sources use now and its checked-in records. */
export function partContractsOf(repoRoot: string): PartContracts[] {
  const options = kernelCompilerOptions(repoRoot);
  return partsOf(repoRoot).map(({ part, range }) => ({
    part,
    range,
    uses: kernelUsesOf(repoRoot, part, options),
    records: recordsOf(repoRoot, part),
  }));
}
