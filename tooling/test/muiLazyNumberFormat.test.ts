// MUI's locale module builds an Intl number formatter when it loads, and a page's first Intl formatter initialises the
// browser's ICU (one long task on a phone before the page is interactive). The theme takes the kernel's own Turkish
// component texts instead (shared/kernel/src/theme/componentTexts.ts, compared with MUI's there), so no browser module
// may load MUI's locale: a type import is the only one allowed.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.join(import.meta.dirname, '../..');
const SOURCES = [
  'shared/kernel/src',
  'shell/src',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

test("no browser source loads MUI's locale module at runtime (its number formatter would be built at load)", () => {
  const loading = /(?:import(?!\s+type\b)[^;]*?from\s*|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)*)['"]@mui\/material\/locale['"]/;
  const offenders = SOURCES.flatMap((dir) => [...sourceFiles(path.join(ROOT, dir))]).filter((file) =>
    loading.test(fs.readFileSync(file, 'utf8')),
  );
  assert.deepEqual(
    offenders.map((file) => path.relative(ROOT, file)),
    [],
  );
  assert.ok(loading.test("import { trTR } from '@mui/material/locale';"));
  assert.ok(loading.test('() => import(/* webpackMode: "eager" */ \'@mui/material/locale\')'));
  assert.ok(!loading.test("import type { Localization } from '@mui/material/locale';"));
});
