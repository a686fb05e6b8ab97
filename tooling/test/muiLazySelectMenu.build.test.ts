// MUI's menu-backed select loads when one first renders, not with every text field (tooling/webpack/
// muiLazySelectMenu.mjs). The first test reads MUI's sources (an upgrade that renames the import would leave the rule
// matching nothing); the second reads the built shell (npm run build) and is skipped without it.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../../scripts/lib/layout';
import {
  LAZY_SELECT_INPUT,
  MUI_SELECT_COMPONENT,
  MUI_SELECT_INPUT,
  SELECT_INPUT_WITH_MENU,
  muiLazySelectMenuRule,
  muiSelectInputWithMenu,
} from '../webpack/muiLazySelectMenu.mjs';
import { inFamily } from '../webpack/muiFamilyChunks.mjs';

test("MUI's Select still imports its SelectInput by the path the rule redirects, and only Select is redirected", () => {
  const select = fs.readFileSync(MUI_SELECT_COMPONENT, 'utf8');
  assert.match(select, /import SelectInput from "\.\/SelectInput\.mjs";/);
  assert.ok(fs.existsSync(MUI_SELECT_INPUT), MUI_SELECT_INPUT);
  assert.ok(fs.readFileSync(LAZY_SELECT_INPUT, 'utf8').includes(`import('${SELECT_INPUT_WITH_MENU}')`));
  assert.equal(muiSelectInputWithMenu[`${SELECT_INPUT_WITH_MENU}$`], MUI_SELECT_INPUT);
  assert.equal(muiLazySelectMenuRule.resolve.alias[MUI_SELECT_INPUT], LAZY_SELECT_INPUT);
  assert.equal(muiLazySelectMenuRule.test(MUI_SELECT_COMPONENT), true);
  assert.equal(
    muiLazySelectMenuRule.test(path.join(path.dirname(MUI_SELECT_COMPONENT), '..', 'TablePagination', 'TablePagination.mjs')),
    false,
  );
});

const dist = path.join(repoRoot, 'shell/dist');
const built = fs.existsSync(path.join(dist, 'main.js'));

test(
  'in the built shell, the text field family holds the lazy stand-in, and SelectInput comes with the menu',
  { skip: !built && 'needs npm run build' },
  () => {
    const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    const sourcesOf = new Map<string, string[]>();
    for (const file of fs.readdirSync(path.join(dist, 'chunks'))) {
      const name = file.match(/^([0-9a-f]{12})\.js\.map$/)?.[1];
      if (name && main.includes(`"${name}"`))
        sourcesOf.set(name, (JSON.parse(fs.readFileSync(path.join(dist, 'chunks', file), 'utf8')) as { sources: string[] }).sources);
    }
    const holding = (test: (source: string) => boolean) => [...sourcesOf].filter(([, sources]) => sources.some(test)).map(([name]) => name);
    const textField = holding((s) => s.endsWith('@mui/material/TextField/TextField.mjs'));
    assert.equal(textField.length, 1, 'TextField is in one file');
    const textFieldSources = sourcesOf.get(textField[0]!)!;
    assert.ok(
      textFieldSources.some((s) => s.endsWith('muiLazySelectMenu/SelectInput.mjs')),
      'the stand-in is with the text field',
    );
    assert.ok(
      textFieldSources.some((s) => s.endsWith('@mui/material/Select/Select.mjs')),
      'Select is with the text field',
    );
    for (const menuPart of ['Select/SelectInput.mjs', 'Menu/Menu.mjs', 'Popover/Popover.mjs', 'MenuList/MenuList.mjs'])
      assert.ok(!textFieldSources.some((s) => s.endsWith(`@mui/material/${menuPart}`)), `${menuPart} is not in the text field's file`);
    const selectInput = holding((s) => s.endsWith('@mui/material/Select/SelectInput.mjs'));
    assert.equal(selectInput.length, 1, 'SelectInput is in one file');
    assert.ok(
      sourcesOf.get(selectInput[0]!)!.some((s) => s.endsWith('@mui/material/Menu/Menu.mjs')),
      'SelectInput comes with Menu',
    );
    assert.ok(inFamily('mui-select-menu', MUI_SELECT_INPUT) && !inFamily('mui-text-field', MUI_SELECT_INPUT));
  },
);
