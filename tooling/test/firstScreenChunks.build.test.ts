// The files every public page loads (tooling/webpack/firstScreenChunks.mjs) hold no Redux Toolkit: its one module
// carries what RTK Query uses (createSlice, immer, reselect), so it goes with the kernel's API entry, which only the
// pages calling the API load, and the kernel's entry builds its store from Redux alone
// (shared/kernel/src/store/actionCreator.ts). Reads the built shell (npm run build); skipped without it.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../../scripts/lib/layout';

const dist = path.join(repoRoot, 'shell/dist');
const listFile = path.join(dist, 'first-screen-chunks.json');
const TOOLKIT = /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|immer|reselect)[\\/]/;

const sourcesOf = (file: string) => (JSON.parse(fs.readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources;

test(
  'no file of the first screen holds Redux Toolkit; the data layer holds all of it',
  { skip: !fs.existsSync(listFile) && 'needs npm run build' },
  () => {
    const firstScreen = (JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[]).map((url) => url.slice(1));
    assert.ok(firstScreen.length >= 2, firstScreen.join());
    for (const file of [...firstScreen, 'main.js']) {
      const toolkit = sourcesOf(file).filter((s) => TOOLKIT.test(s));
      assert.deepEqual(toolkit, [], `${file} holds Redux Toolkit`);
    }
    // Where it went: one file, with RTK Query (the current build's: main.js names its chunks).
    const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    const holders = fs
      .readdirSync(path.join(dist, 'chunks'))
      .filter((f) => f.endsWith('.js') && main.includes(`"${f.slice(0, -3)}"`))
      .filter((f) => sourcesOf(`chunks/${f}`).some((s) => TOOLKIT.test(s)));
    assert.equal(holders.length, 1, holders.join());
    const sources = sourcesOf(`chunks/${holders[0]}`);
    for (const pkg of ['@reduxjs/toolkit/dist/query/', '@reduxjs/toolkit/dist/redux-toolkit', 'immer/'])
      assert.ok(
        sources.some((s) => s.includes(pkg)),
        `${pkg} is not with the data layer`,
      );
  },
);

// Modules that only a failure panel, a notice, a toast or a checkbox draws: every page loaded them with the chrome.
const OFF_THE_FIRST_SCREEN = [
  /[\\/]@mui[\\/]material[\\/](Alert|AlertTitle)[\\/]/,
  /[\\/]@mui[\\/]material[\\/]internal[\\/]svg-icons[\\/](SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined|CheckBox|RadioButtonChecked)\.mjs$/,
  /[\\/]notistack[\\/]node_modules[\\/]/,
];

test(
  "no file of the first screen holds MUI's Alert, the checkbox's icons or notistack's own helpers",
  { skip: !fs.existsSync(listFile) && 'needs npm run build' },
  () => {
    const firstScreen = (JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[]).map((url) => url.slice(1));
    for (const file of [...firstScreen, 'main.js']) {
      const misplaced = sourcesOf(file).filter((s) => OFF_THE_FIRST_SCREEN.some((pattern) => pattern.test(s)));
      assert.deepEqual(misplaced, [], `${file} holds modules no first screen runs`);
    }
  },
);
