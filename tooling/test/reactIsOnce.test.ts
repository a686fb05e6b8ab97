// One react-is in every build: the root package.json's npm `overrides` entry gives hoist-non-react-statics (Emotion's
// withTheme) the react-is of MUI's version instead of its own 16, so npm installs a single copy that every package
// resolves to. hoist-non-react-statics reads three names from it, which 19 exports with the same meaning.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const resolveFrom = (pkg: string) => require.resolve('react-is', { paths: [path.dirname(require.resolve(`${pkg}/package.json`))] });

test('hoist-non-react-statics and MUI resolve react-is to one installed copy, of the version MUI asks for', () => {
  const hoistReactIs = resolveFrom('hoist-non-react-statics');
  assert.equal(hoistReactIs, resolveFrom('@mui/utils'));
  assert.equal(hoistReactIs, resolveFrom('@mui/material'));
  const root = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
    overrides: Record<string, string>;
  };
  const installed = (require(path.join(path.dirname(hoistReactIs), 'package.json')) as { version: string }).version;
  assert.equal(root.overrides['react-is'], installed);
  const muiWants = (require('@mui/utils/package.json') as { dependencies: Record<string, string> }).dependencies['react-is']!;
  assert.equal(installed.split('.')[0], muiWants.replace(/^\D+/, '').split('.')[0], 'the override follows MUI’s major version');
});

test('every react-is name hoist-non-react-statics reads is exported, with the meaning it expects', () => {
  const hoist = fs.readFileSync(require.resolve('hoist-non-react-statics'), 'utf8');
  const names = [...new Set([...hoist.matchAll(/reactIs\.(\w+)/g)].map((m) => m[1]!))].sort();
  assert.deepEqual(names, ['ForwardRef', 'Memo', 'isMemo']);
  const reactIs = require(resolveFrom('hoist-non-react-statics')) as Record<string, unknown>;
  assert.equal(reactIs.ForwardRef, Symbol.for('react.forward_ref'));
  assert.equal(reactIs.Memo, Symbol.for('react.memo'));
  // isMemo answers for an element of a memo component: hoist asks it about components, which neither calls a memo.
  assert.equal((reactIs.isMemo as (x: unknown) => boolean)({ $$typeof: reactIs.Memo, type: () => null }), false);
});
