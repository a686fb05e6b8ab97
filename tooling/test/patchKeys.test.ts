// Every build-time patch of a third-party internal keys on a file, an import line or a name of the installed
// package (tooling/webpack/PATCHES.md lists them). An upgrade that moves or renames one of them fails here, by name,
// before a build quietly stops applying the patch (an alias whose key is gone matches nothing and raises no error).
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { muiWithoutCssVars } from '../webpack/muiWithoutCssVars.mjs';
import { MUI_SELECT_COMPONENT, MUI_SELECT_INPUT } from '../webpack/muiLazySelectMenu.mjs';
import { SHIMLESS, syncExternalStoreWithoutShims } from '../webpack/syncExternalStoreWithoutShims.mjs';
import { FAMILY_ICONS, MUI_FIRST_SCREEN } from '../webpack/firstScreenChunks.mjs';
import { MUI_FAMILIES } from '../webpack/muiFamilyChunks.mjs';
import { federationRuntimeOnce } from '../webpack/federationRuntimeOnce.mjs';
import { reactRouterProductionBuild } from '../webpack/reactRouterProductionBuild.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const read = (file: string) => fs.readFileSync(file, 'utf8');
const exists = (file: string, what: string) => assert.ok(fs.existsSync(file), `${what}: ${file} is missing`);

test('muiWithoutCssVars: every MUI module it aliases is still a file of @mui/material or @mui/styled-engine', () => {
  const keys = Object.keys(muiWithoutCssVars);
  assert.ok(keys.length >= 12);
  for (const file of keys) exists(file, 'an aliased MUI module');
});

test("muiLazySelectMenu: MUI's Select still imports SelectInput by the line the rule redirects", () => {
  exists(MUI_SELECT_INPUT, "MUI's menu-backed SelectInput");
  assert.match(read(MUI_SELECT_COMPONENT), /^import SelectInput from "\.\/SelectInput\.mjs";$/m);
});

test("syncExternalStoreWithoutShims: the shims and the shimless modules they resolve to are still the package's", () => {
  const dir = packageDir('use-sync-external-store');
  for (const specifier of Object.keys(SHIMLESS)) exists(require.resolve(specifier, { paths: [dir] }), 'a shim');
  for (const target of Object.values(syncExternalStoreWithoutShims)) exists(target, 'a shimless module');
});

test('reactIsOnce (an npm override now): hoist-non-react-statics still reads react-is through one require', () => {
  assert.match(read(require.resolve('hoist-non-react-statics')), /require\('react-is'\)/);
});

test("sharingRuntimeOnce: webpack's RuntimePlugin still adds its share runtime on the share-scope requirement", () => {
  const runtimePlugin = read(path.join(packageDir('webpack'), 'lib', 'RuntimePlugin.js'));
  assert.match(runtimePlugin, /\[RuntimeGlobals\.shareScopeMap, getShareRuntimeModule\]/);
  assert.match(runtimePlugin, /runtimeRequirementInTree/);
});

test("shareResolutionOncePlugin: runtime-core's share handler still takes an init scope and loadShare still passes none", () => {
  const shared = read(path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'shared', 'index.js'));
  assert.match(shared, /var SharedHandler = class\b/);
  assert.match(shared, /initializeSharing\(shareScopeName = DEFAULT_SCOPE, extraOptions\)/);
  assert.match(shared, /let initScope = extraOptions\?\.initScope;/);
  // The bug the plugin works around (module-federation/core#5062): once loadShare passes an init scope, the plugin goes.
  assert.match(
    shared,
    /async loadShare\(pkgName, extraOptions\)[\s\S]{0,400}this\.initializeSharing\(shareScope, \{\s*strategy: shareOptions\.strategy,\s*context: loadContext\s*\}\)/,
  );
});

test('firstScreenChunks and muiFamilyChunks: every @mui/material folder they name is still there', () => {
  const mui = packageDir('@mui/material');
  const folders = [...MUI_FIRST_SCREEN, ...Object.values(MUI_FAMILIES).flat()];
  assert.ok(folders.length > 40);
  for (const folder of folders) exists(path.join(mui, folder), 'an @mui/material folder');
  for (const icon of Object.values(FAMILY_ICONS).flat())
    exists(path.join(mui, 'internal/svg-icons', `${icon}.mjs`), 'an internal MUI icon');
});

test('federationRuntimeOnce and reactRouterProductionBuild: the ES and production builds they resolve to are still shipped', () => {
  for (const target of [...Object.values(federationRuntimeOnce), ...Object.values(reactRouterProductionBuild)])
    exists(target, 'an aliased build');
});
