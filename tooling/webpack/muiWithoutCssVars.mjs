// MUI's CSS-variables theme machinery, left out of the browser builds (issue 22, goal 4).
//
// Why: the product has one theme, built by the kernel with createTheme() and no `cssVariables` or `colorSchemes`
// (shared/kernel/src/theme/theme.ts); remotes inherit it and never build their own. But MUI's createTheme and
// ThemeProvider import the CSS-variables variants statically, and '@mui/material/styles' is shared whole (every
// export kept), so createThemeWithVars, CssVarsProvider and their @mui/system helpers (about 35 KB of source) loaded
// on every page and never ran.
//
// What: webpack aliases the three MUI modules that hold that machinery to modules of this folder with the same
// exports, which throw a clear error if anything ever calls them. Nothing else of MUI changes. Lint forbids the
// names (eslint.config.mjs, MUI_CSS_VARS_API), and tooling/test/muiWithoutCssVars.test.ts checks the replacements
// still match MUI's modules export for export. The server render runs Node's own MUI, untouched: the same no-vars
// theme either way.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const MUI_STYLES = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');
/** The folder of the replacements: firstScreenChunks.mjs groups them with MUI's styling core, where they are imported. */
export const REPLACEMENTS = path.join(import.meta.dirname, 'muiWithoutCssVars') + path.sep;

/** The MUI modules replaced (file names in @mui/material/styles and in ./muiWithoutCssVars). */
export const REPLACED_MUI_STYLES_MODULES = ['createThemeWithVars.mjs', 'ThemeProviderWithVars.mjs', 'enhanceHighContrast.mjs'];

/** The public names of '@mui/material/styles' those modules provide: lint refuses them. */
export const MUI_CSS_VARS_API = [
  'extendTheme',
  'experimental_extendTheme',
  'CssVarsProvider',
  'Experimental_CssVarsProvider',
  'useColorScheme',
  'getInitColorSchemeScript',
  'enhanceHighContrast',
];

/** webpack `resolve.alias` entries: an absolute key also catches MUI's own relative imports of the file. */
export const muiWithoutCssVars = Object.fromEntries(
  REPLACED_MUI_STYLES_MODULES.map((file) => [path.join(MUI_STYLES, file), path.join(REPLACEMENTS, file)]),
);

/** Absolute paths of a replaced MUI module and of its replacement (the test compares their exports). */
export const muiStylesModule = (file) => path.join(MUI_STYLES, file);
export const replacementModule = (file) => path.join(REPLACEMENTS, file);
