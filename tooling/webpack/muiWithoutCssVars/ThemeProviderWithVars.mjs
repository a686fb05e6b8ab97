// Replaces @mui/material/styles/ThemeProviderWithVars.mjs in the browser builds (../muiWithoutCssVars.mjs). MUI's
// ThemeProvider reaches CssVarsProvider only for a theme with colour schemes, which the platform's theme has not.
import { notInThisBuild } from './notInThisBuild.mjs';

export const CssVarsProvider = () => notInThisBuild('CssVarsProvider');
export const Experimental_CssVarsProvider = () => notInThisBuild('Experimental_CssVarsProvider');
export const useColorScheme = () => notInThisBuild('useColorScheme');
export const getInitColorSchemeScript = () => notInThisBuild('getInitColorSchemeScript');
