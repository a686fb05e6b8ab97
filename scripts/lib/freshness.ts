import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './layout';

const IGNORED = new Set(['node_modules', 'dist', '@mf-types', '.federation']);

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A package needs a build when its output is missing or older than its sources or the shared code. */
export function needsBuild(pkgDir: string, output: string, extraInputs: string[] = []): boolean {
  const out = path.join(repoRoot, pkgDir, output);
  if (!fs.existsSync(out)) return true;
  const inputs = [path.join(repoRoot, pkgDir), ...extraInputs.map((p) => path.join(repoRoot, p))];
  const builtAt = fs.statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(input) > builtAt);
}
