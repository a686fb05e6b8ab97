// hoist-non-react-statics gets MUI's react-is in the browser builds (tooling/webpack/reactIsOnce.mjs): every name it
// reads must be there, with the value its own copy gives.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { FIRST_SCREEN_REACT_IS, HOIST_REACT_IS } from '../webpack/reactIsOnce.mjs';

const require = createRequire(import.meta.url);

test('every react-is name hoist-non-react-statics reads is in the first screen’s react-is, with the same meaning', () => {
  assert.notEqual(FIRST_SCREEN_REACT_IS, HOIST_REACT_IS);
  const hoist = fs.readFileSync(require.resolve('hoist-non-react-statics'), 'utf8');
  const names = [...new Set([...hoist.matchAll(/reactIs\.(\w+)/g)].map((m) => m[1]!))].sort();
  assert.deepEqual(names, ['ForwardRef', 'Memo', 'isMemo']);
  const own = require(HOIST_REACT_IS) as Record<string, unknown>;
  const shared = require(FIRST_SCREEN_REACT_IS) as Record<string, unknown>;
  assert.equal(shared.ForwardRef, own.ForwardRef);
  assert.equal(shared.Memo, own.Memo);
  // isMemo answers for an element of a memo component: hoist asks it about components, which neither calls a memo.
  const memo = { $$typeof: own.Memo, type: () => null };
  for (const isMemo of [own.isMemo, shared.isMemo] as Array<(x: unknown) => boolean>) assert.equal(isMemo(memo), false);
});
