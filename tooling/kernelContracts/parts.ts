// The parts whose use of the kernel is recorded (the shell and every remote of remotes.registry.json), their declared
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

/** The shell and the remotes, by folder, with the kernel range each declares in its package.json. */
export function partsOf(repoRoot: string): Array<{ part: string; range: string }> {
  const registry = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.registry.json'), 'utf8')) as { remotes: Array<{ dir: string }> };
  return ['shell', ...registry.remotes.map((r) => r.dir)].map((part) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, part, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const range = manifest.dependencies?.[KERNEL_PACKAGE];
    if (!range) throw new Error(`${part}/package.json declares no ${KERNEL_PACKAGE} range`);
    return { part, range };
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
