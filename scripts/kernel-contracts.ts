// The records of what each part (the shell, each remote) uses of the kernel (docs/architecture.md, 'Contract tests').
//   npx tsx scripts/kernel-contracts.ts           checks them against the kernel of this checkout (as its test does)
//   npx tsx scripts/kernel-contracts.ts --write   writes each part's record of the kernel major it is built for, and
//                                                 removes records of majors the kernel's window no longer serves
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { checkKernelContracts, majorOf } from '../tooling/kernelContracts/check';
import { CURRENT_KERNEL, RECORD_DIR, partContractsOf } from '../tooling/kernelContracts/parts';
import { recordKernelContracts } from '../tooling/kernelContracts/record';
import { repoRoot } from './lib/layout';

/** The record as the lint takes it: the rules the compiler's printed types break (`{}`, `any`) are named off at its top. */
async function lintClean(text: string, file: string): Promise<string> {
  const [result] = await new ESLint({ cwd: repoRoot }).lintText(text, { filePath: file });
  const rules = [...new Set((result?.messages ?? []).map((m) => m.ruleId).filter((id): id is string => !!id))].sort();
  if (rules.length === 0) return text;
  return `/* eslint-disable ${rules.join(', ')} -- the kernel's types as the compiler prints them */\n${text}`;
}

async function write(parts: ReturnType<typeof partContractsOf>) {
  const texts = recordKernelContracts(repoRoot, parts, CURRENT_KERNEL.version);
  const served = new Set([majorOf(CURRENT_KERNEL.version), CURRENT_KERNEL.previousMajorServed]);
  for (const { part, range, records } of parts) {
    const file = path.join(repoRoot, part, RECORD_DIR, `kernel-${majorOf(range)}.d.ts`);
    const options = (await prettier.resolveConfig(file)) ?? {};
    const text = await lintClean(await prettier.format(texts.get(part)!, { ...options, filepath: file }), file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    if (changed) fs.writeFileSync(file, text);
    console.log(`[kernel-contracts] ${path.relative(repoRoot, file)}${changed ? ' written' : ' unchanged'}`);
    for (const record of records) {
      const major = Number(/kernel-(\d+)\.d\.ts$/.exec(record.file)?.[1]);
      if (!served.has(major)) {
        fs.rmSync(path.join(repoRoot, record.file));
        console.log(`[kernel-contracts] ${record.file} removed: kernel ${CURRENT_KERNEL.version} no longer serves ${major}.x`);
      }
    }
  }
}

const parts = partContractsOf(repoRoot);
if (process.argv.includes('--write')) {
  void write(parts);
} else {
  const failures = checkKernelContracts(repoRoot, parts, CURRENT_KERNEL);
  for (const failure of failures) console.error(`[kernel-contracts] ${failure}`);
  console.log(`[kernel-contracts] ${parts.length} parts, ${failures.length} failure(s)`);
  process.exitCode = failures.length ? 1 : 0;
}
