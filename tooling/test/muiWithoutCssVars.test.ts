// The browser builds replace MUI's CSS-variables theme modules (tooling/webpack/muiWithoutCssVars.mjs). A replacement
// must offer exactly the exports of the module it stands in for, or webpack would fail on (or silently drop) a name
// MUI imports from it; and it must fail loudly if anything ever calls it.
import { strict as assert } from 'node:assert';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { REPLACED_MUI_STYLES_MODULES, muiStylesModule, muiWithoutCssVars, replacementModule } from '../webpack/muiWithoutCssVars.mjs';

const exportsOf = async (file: string) => Object.keys(await import(pathToFileURL(file).href)).sort();

for (const file of REPLACED_MUI_STYLES_MODULES) {
  test(`${file}: the replacement has the exports of MUI's module, and the alias points at it`, async () => {
    assert.ok(existsSync(muiStylesModule(file)), `MUI no longer has styles/${file}: review tooling/webpack/muiWithoutCssVars.mjs`);
    assert.deepEqual(await exportsOf(replacementModule(file)), await exportsOf(muiStylesModule(file)));
    assert.equal(muiWithoutCssVars[muiStylesModule(file)], replacementModule(file));
  });
}

test('a replaced function, called, throws an error that says why it is not there', async () => {
  const { default: createThemeWithVars } = await import(pathToFileURL(replacementModule('createThemeWithVars.mjs')).href);
  assert.throws(() => createThemeWithVars({}), /not in this build.*muiWithoutCssVars/s);
});
