// MUI's CSS-variables theme machinery, left out of the browser builds (less JavaScript on the first screen).
//
// Why: the product has one theme, built by the kernel with createTheme() and no `cssVariables` or `colorSchemes`
// (shared/kernel/src/theme/theme.ts); remotes inherit it and never build their own. But MUI's createTheme and
// ThemeProvider import the CSS-variables variants statically, and '@mui/material/styles' is shared whole (every
// export kept), so createThemeWithVars, CssVarsProvider and their @mui/system helpers (about 35 KB of source) loaded
// on every page and never ran.
//
// The other theme builders and deprecated helpers of '@mui/material/styles' (adaptV4Theme, responsiveFontSizes, the
// strict-mode theme, createStyles, ...) went the same way, for the same reason: nothing but the kernel builds a theme,
// and the kernel uses none of them (~1 KB brotli on every page, twenty-fifth session). So did @mui/styled-engine's
// StyledEngineProvider (Emotion's injection order and CSS layers, which the kernel's one Emotion cache settles), which
// on loading also put an unused <meta name="emotion-insertion-point"> in every page's head.
//
// What: webpack aliases the MUI modules that hold them to modules of this folder with the same exports, which throw
// a clear error if anything ever calls them. Nothing else of MUI changes. Lint forbids the names (eslint.config.mjs,
// MUI_NOT_IN_BUILD_API), and tooling/test/muiWithoutCssVars.test.ts checks the replacements
// still match MUI's modules export for export. The server render runs Node's own MUI, untouched: the same no-vars
// theme either way.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const MUI_STYLES = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');
/** Replaced modules outside @mui/material/styles: the replacement's file name -> MUI's module. */
const ELSEWHERE = {
  'StyledEngineProvider.mjs': path.join(
    path.dirname(require.resolve('@mui/styled-engine/package.json')),
    'StyledEngineProvider',
    'StyledEngineProvider.mjs',
  ),
};
/** The folder of the replacements: firstScreenChunks.mjs groups them with MUI's styling core, where they are imported. */
export const REPLACEMENTS = path.join(import.meta.dirname, 'muiWithoutCssVars') + path.sep;

/** The MUI modules replaced (file names in @mui/material/styles and in ./muiWithoutCssVars). */
export const REPLACED_MUI_STYLES_MODULES = [
  // The CSS-variables machinery.
  'createThemeWithVars.mjs',
  'ThemeProviderWithVars.mjs',
  'enhanceHighContrast.mjs',
  'experimental_extendTheme.mjs',
  'shouldSkipGeneratingVar.mjs',
  'createColorScheme.mjs',
  'excludeVariablesFromRoot.mjs',
  // The other theme builders, and a deprecated helper.
  'adaptV4Theme.mjs',
  'responsiveFontSizes.mjs',
  'createMuiStrictModeTheme.mjs',
  'createStyles.mjs',
  // Emotion's injection order and CSS layers (@mui/styled-engine).
  'StyledEngineProvider.mjs',
];

/** The public names of '@mui/material/styles' those modules provide: lint refuses them. */
export const MUI_NOT_IN_BUILD_API = [
  'extendTheme',
  'experimental_extendTheme',
  'CssVarsProvider',
  'Experimental_CssVarsProvider',
  'useColorScheme',
  'getInitColorSchemeScript',
  'enhanceHighContrast',
  'shouldSkipGeneratingVar',
  'createColorScheme',
  'private_excludeVariablesFromRoot',
  'adaptV4Theme',
  'responsiveFontSizes',
  'unstable_createMuiStrictModeTheme',
  'createStyles',
  'StyledEngineProvider',
];

/** Absolute paths of a replaced MUI module and of its replacement (the test compares their exports). */
export const muiStylesModule = (file) => ELSEWHERE[file] ?? path.join(MUI_STYLES, file);
export const replacementModule = (file) => path.join(REPLACEMENTS, file);

/** webpack `resolve.alias` entries: an absolute key also catches MUI's own relative imports of the file. */
export const muiWithoutCssVars = Object.fromEntries(
  REPLACED_MUI_STYLES_MODULES.map((file) => [muiStylesModule(file), replacementModule(file)]),
);
