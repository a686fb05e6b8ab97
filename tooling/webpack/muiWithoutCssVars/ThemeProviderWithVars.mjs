// Replaces @mui/material/styles/ThemeProviderWithVars.mjs in the browser builds (../muiWithoutCssVars.mjs). MUI's
// ThemeProvider reaches CssVarsProvider only for a theme with colour schemes, which the platform's theme has not.
import { notInThisBuild } from './notInThisBuild.mjs';

export {
  notInThisBuild as CssVarsProvider,
  notInThisBuild as Experimental_CssVarsProvider,
  notInThisBuild as useColorScheme,
  notInThisBuild as getInitColorSchemeScript,
};
