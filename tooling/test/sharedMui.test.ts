// The MUI modules the shell provides (tooling/webpack/sharedMui.mjs) are exactly the ones imported: by the browser
// packages, by MUI itself through its own package name, and by the icons. A module missing from the list would
// be bundled privately by each package that imports it (a second copy with its own contexts).
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { MUI_SHARED_SUBPATHS } from '../webpack/sharedMui.mjs';
import { REMOTES } from '../../scripts/lib/layout';

const root = path.resolve(import.meta.dirname, '../..');
/** Plain data, deliberately bundled where it is used (see sharedMui.mjs). */
const NOT_SHARED = new Set(['@mui/material/locale']);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter(keep);
}

/** `@mui/material/<x>` specifiers of import and re-export statements, except type-only ones (erased when compiled). */
function valueImports(file: string): string[] {
  const found: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(
    /^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+['"](@mui\/material\/[^'"]+)['"]/gm,
  )) {
    if (!m[1]) found.push(m[2]!);
  }
  return found;
}

test('the shell provides every MUI module any package, MUI itself or the icons import, and no other', () => {
  const sources = ['shell', 'shared/kernel', 'shared/staff-ui', ...REMOTES.map((r) => r.dir)].flatMap((pkg) =>
    filesUnder(path.join(root, pkg, 'src'), (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)),
  );
  const libraries = [
    ...filesUnder(path.join(root, 'node_modules/@mui/material'), (f) => f.endsWith('.mjs')),
    ...filesUnder(path.join(root, 'node_modules/@mui/icons-material/utils'), (f) => f.endsWith('.mjs')),
    ...filesUnder(path.join(root, 'node_modules/@mui/x-charts'), (f) => f.endsWith('.mjs')),
  ];
  const imported = new Set([...sources, ...libraries].flatMap(valueImports).filter((s) => !NOT_SHARED.has(s)));
  const listed = new Set(MUI_SHARED_SUBPATHS);
  assert.deepEqual([...imported].filter((s) => !listed.has(s)).sort(), [], 'imported but not shared: add to tooling/webpack/sharedMui.mjs');
  assert.deepEqual(
    [...listed].filter((s) => !imported.has(s)).sort(),
    [],
    'shared but imported nowhere: remove from tooling/webpack/sharedMui.mjs',
  );
});
