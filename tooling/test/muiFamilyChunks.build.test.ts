// MUI's component families each arrive in one file of the shell's build (tooling/webpack/muiFamilyChunks.mjs): a page
// with a text field, a dialog or a stepper asks for one file per family, and no module of a family is downloaded
// twice in two files. Reads the built shell (npm run build); skipped without it.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../../scripts/lib/layout';
import { MUI_FAMILIES, inFamily } from '../webpack/muiFamilyChunks.mjs';

const dist = path.join(repoRoot, 'shell/dist');
const built = fs.existsSync(path.join(dist, 'main.js'));

/** The sources of each async chunk of the current build (dist keeps older builds' files: main.js names the current). */
function chunkSources(): Map<string, string[]> {
  const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
  const chunks = new Map<string, string[]>();
  for (const file of fs.readdirSync(path.join(dist, 'chunks'))) {
    const name = file.match(/^([0-9a-f]{12})\.js\.map$/)?.[1];
    if (!name || !main.includes(`"${name}"`)) continue;
    const { sources } = JSON.parse(fs.readFileSync(path.join(dist, 'chunks', file), 'utf8')) as { sources: string[] };
    chunks.set(name, sources);
  }
  return chunks;
}

test('each MUI component family of the shell is one file, holding no other family', { skip: !built && 'needs npm run build' }, () => {
  const chunks = chunkSources();
  assert.ok(chunks.size > 10, `the build's chunks were not found (${chunks.size})`);
  const families = ['mui-input-base', ...Object.keys(MUI_FAMILIES)];
  const familyChunks = new Map<string, string[]>();
  for (const family of families) {
    const holding = [...chunks].filter(([, sources]) => sources.some((s) => inFamily(family, s))).map(([name]) => name);
    familyChunks.set(family, holding);
  }
  // The families the public pages render are in the build at all (else the test would pass on nothing).
  for (const family of ['mui-input-base', 'mui-text-field', 'mui-dialog', 'mui-stepper', 'mui-list']) {
    assert.ok(familyChunks.get(family)!.length > 0, `${family}: no chunk holds it`);
  }
  for (const [family, holding] of familyChunks) {
    assert.ok(holding.length <= 1, `${family} is spread over ${holding.length} files: ${holding.join(', ')}`);
    const [chunk] = holding;
    if (!chunk) continue;
    const strangers = families.filter((other) => other !== family && chunks.get(chunk)!.some((s) => inFamily(other, s)));
    assert.deepEqual(strangers, [], `${family}'s file also holds ${strangers.join(', ')}`);
  }
});
