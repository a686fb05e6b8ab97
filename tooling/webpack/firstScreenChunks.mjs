// The shell's shared libraries that every public page needs at its first intent, in two chunks instead of about
// sixty-five (docs/ssr.md "Hydrate when idle or on intent").
//
// Why: the federation plugin gives every shared module its own async chunk, and splitChunks splits their common
// parts further. At the first intent a page then asked for ~67 scripts: on a slow link (150 ms RTT, six
// connections) that is about eleven round trips, and on a slow phone the script elements alone (appendChild, the
// loading runtime) were ~100 ms of one long task. Grouped, the same modules arrive in a few requests.
//
// What: only modules the shell itself runs on every page (React, Emotion, Redux, the kernel, MUI's styling core and
// the components of the header and footer). notistack is not: it loads with the first toast (shared/kernel/src/toasts).
// MUI components only some pages use (forms, tables, steppers) load with the page that needs them, one file per
// component family (muiFamilyChunks.mjs). Grouping changes no share scope:
// each shared module is still registered and resolved on its own, now served from a bigger file.

import path from 'node:path';
import { createRequire } from 'node:module';
import { REPLACEMENTS as MUI_REPLACEMENTS } from './muiWithoutCssVars.mjs';

const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'react-is',
  'redux',
  'redux-thunk',
  'react-redux',
  'use-sync-external-store',
  'clsx',
  'react-error-boundary',
  'react-router',
];

/**
 * Redux Toolkit (RTK Query, and what it uses of RTK: createSlice, immer, reselect) and RTK Query's schema helper: the
 * kernel's API entry's (shared/kernel/src/api/index.ts), loaded by the pages that call the API, not by every page
 * (less JavaScript on the first screen). The kernel's own entry builds its store from Redux alone
 * (shared/kernel/src/store/actionCreator.ts).
 */
const DATA_LAYER = ['@reduxjs/toolkit/', 'immer/', 'reselect/', '@standard-schema/utils/'];

const MUI_CORE = [
  '@emotion/[^/]+',
  'stylis',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  'prop-types',
  '@babel/runtime',
  'react-transition-group',
  // Emotion's withTheme: alone it was a file of its own on every page.
  'hoist-non-react-statics',
];

/**
 * @mui/material folders the shell's chrome renders on every page (header, footer, menus' buttons). Not Alert: the
 * chrome shows one only when a page's remote fails, and that panel loads then (LazyRemoteErrorPanel.tsx).
 */
export const MUI_FIRST_SCREEN = [
  'styles',
  'utils',
  'internal',
  'transitions',
  'colors',
  'className',
  'locale',
  'zero-styled',
  'DefaultPropsProvider',
  'useLazyRipple',
  'CssBaseline',
  'GlobalStyles',
  'Box',
  'Stack',
  'Grid',
  'Container',
  'Typography',
  'Link',
  'Paper',
  'AppBar',
  'Toolbar',
  'Divider',
  'SvgIcon',
  'ButtonBase',
  'Button',
  'IconButton',
  'Fab',
  'Fade',
  'Chip',
  'CircularProgress',
];

/**
 * Modules of the folders above that no public page's first screen runs: only tabs, menus, checkboxes and radios, and
 * staff screens use them (measured with the browser's coverage on home). They go in a file of their own,
 * which the pages that use them load: left to the chunks of the components importing them, each page would get its
 * own copies (/form +3.5 KB, /kredi-hesaplama +2.6 KB brotli, measured).
 */
const NOT_FIRST_SCREEN = [
  '@mui/utils/useRovingTabIndex/',
  '@mui/system/useMediaQuery/',
  '@mui/material/internal/SwitchBase.mjs',
  '@mui/material/internal/animate.mjs',
  '@mui/material/utils/mergeSlotProps.mjs',
];
/** A path in a pattern: dots literal, either slash. */
const pathPattern = (p) => p.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]');
/** Matches modules under node_modules whose path starts with one of `paths` ('pkg/folder/' or 'pkg/file.mjs'). */
export const inNodeModulePaths = (paths) => new RegExp(`[\\\\/]node_modules[\\\\/](${paths.map(pathPattern).join('|')})`);
const notFirstScreen = inNodeModulePaths(NOT_FIRST_SCREEN);

/**
 * MUI's internal icons (a first-screen folder) that only components off the first screen draw, by the family file
 * they go with (muiFamilyChunks.mjs): the alert's severity and close icons, the checkbox's and the radio's.
 */
export const FAMILY_ICONS = {
  'mui-alert': ['SuccessOutlined', 'ReportProblemOutlined', 'ErrorOutline', 'InfoOutlined', 'Close'],
  'mui-choice': ['CheckBox', 'CheckBoxOutlineBlank', 'IndeterminateCheckBox', 'RadioButtonChecked', 'RadioButtonUnchecked'],
};
/** Matches the modules of the internal icons `names`. */
export const internalIcons = (names) => inNodeModulePaths(names.map((name) => `@mui/material/internal/svg-icons/${name}.mjs`));
const familyIcons = internalIcons(Object.values(FAMILY_ICONS).flat());
/** ButtonGroup's two contexts, which Button reads: alone they were a file of their own on every page. */
const buttonGroupContexts = inNodeModulePaths([
  '@mui/material/ButtonGroup/ButtonGroupContext.mjs',
  '@mui/material/ButtonGroup/ButtonGroupButtonContext.mjs',
]);

const require = createRequire(import.meta.url);
/** The runtime kernel (a workspace package, compiled from its sources): shared, and on every page. */
const KERNEL_SOURCES = path.join(path.dirname(require.resolve('@kredi/kernel/package.json')), 'src') + path.sep;
/** Kernel modules only the lazy toast area imports: they go in its chunk, with notistack, not in `framework`. */
const LAZY_KERNEL_MODULES = /[\\/](toasts[\\/]ToastArea|theme[\\/]toastColors)\.tsx?$/;
const inKernel = (resource) => resource.startsWith(KERNEL_SOURCES) && !LAZY_KERNEL_MODULES.test(resource);

/** The kernel's API entry ('@kredi/kernel/api'): RTK Query's base API and what uses it. */
const KERNEL_API_ENTRY = path.join(KERNEL_SOURCES, 'api', 'index.ts');

/** A kernel module only the API entry needs (the entry itself, the base API, the staff session's calls and guard). */
function onlyForTheApiEntry(module, moduleGraph, known = new Map()) {
  const resource = module.resource ?? '';
  if (resource === KERNEL_API_ENTRY) return true;
  if (!inKernel(resource)) return false;
  // A module met again on the way (an import cycle) adds no importer from outside.
  if (known.has(module)) return known.get(module);
  known.set(module, true);
  const importers = [...moduleGraph.getIncomingConnections(module)].map(({ originModule }) => originModule).filter(Boolean);
  const only = importers.length > 0 && importers.every((importer) => onlyForTheApiEntry(importer, moduleGraph, known));
  known.set(module, only);
  return only;
}

/** The domain contracts (compiled from their sources into each consumer). */
const CONTRACTS_SOURCES = path.join(path.dirname(require.resolve('@kredi/contracts/package.json')), 'src') + path.sep;
/**
 * A contracts module the kernel imports, directly or through other contracts modules: it is evaluated with the
 * kernel, so it goes in the kernel's file. Left alone it stayed in the kernel's shared-module chunk, a file of its own
 * (~0.5 KB) that every page asked for.
 */
function importedByTheKernel(module, moduleGraph, seen = new Set([module])) {
  if (!(module.resource ?? '').startsWith(CONTRACTS_SOURCES)) return false;
  for (const { originModule } of moduleGraph.getIncomingConnections(module)) {
    const resource = originModule?.resource ?? '';
    if (inKernel(resource)) return true;
    if (originModule && !seen.has(originModule)) {
      seen.add(originModule);
      if (importedByTheKernel(originModule, moduleGraph, seen)) return true;
    }
  }
  return false;
}

/** Matches modules in the packages (or folders) `names`, given as pattern parts. */
export const inNodeModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** splitChunks cache groups for the shell's browser build. */
export const firstScreenCacheGroups = {
  // One file with Redux Toolkit and the kernel's API entry, which the pages that call the API load.
  dataLayer: {
    test: (module, { moduleGraph }) => inNodeModulePaths(DATA_LAYER).test(module.resource ?? '') || onlyForTheApiEntry(module, moduleGraph),
    chunks: 'async',
    name: 'data-layer',
    enforce: true,
    priority: 35,
  },
  framework: {
    test: (module, { moduleGraph }) =>
      inNodeModules(FRAMEWORK).test(module.resource ?? '') || inKernel(module.resource ?? '') || importedByTheKernel(module, moduleGraph),
    chunks: 'async',
    name: 'framework',
    enforce: true,
    priority: 30,
  },
  // The toast area (shared/kernel/src/toasts/ToastArea.tsx, its colours, notistack and its goober): one file, loaded
  // with the first toast asked for, not two (and one name fewer in main.js's chunk map). Above `framework`: notistack's
  // own copy of clsx (node_modules/notistack/node_modules/clsx) matches the framework's 'clsx' too, and no page but
  // one with a toast runs it.
  toastArea: {
    test: (module) => inNodeModules(['notistack', 'goober']).test(module.resource ?? '') || LAZY_KERNEL_MODULES.test(module.resource ?? ''),
    chunks: 'async',
    name: 'toast-area',
    enforce: true,
    priority: 31,
  },
  muiOffFirstScreen: {
    test: (module) => notFirstScreen.test(module.resource ?? ''),
    chunks: 'async',
    name: 'mui-off-first-screen',
    enforce: true,
    priority: 20,
  },
  muiFirstScreen: {
    test: (module) =>
      !notFirstScreen.test(module.resource ?? '') &&
      !familyIcons.test(module.resource ?? '') &&
      (inNodeModules(MUI_CORE).test(module.resource ?? '') ||
        buttonGroupContexts.test(module.resource ?? '') ||
        (module.resource ?? '').startsWith(MUI_REPLACEMENTS) ||
        new RegExp(`[\\\\/]node_modules[\\\\/]@mui[\\\\/]material[\\\\/](${MUI_FIRST_SCREEN.join('|')})[\\\\/]`).test(
          module.resource ?? '',
        )),
    chunks: 'async',
    name: 'mui-first-screen',
    enforce: true,
    priority: 20,
  },
};

/** The chunks of the groups above that every public page loads: the intent loader asks for them with main.js. */
export const FIRST_SCREEN_CHUNK_NAMES = [firstScreenCacheGroups.framework.name, firstScreenCacheGroups.muiFirstScreen.name];
