// Replaces @mui/material/styles/createThemeWithVars.mjs in the browser builds (../muiWithoutCssVars.mjs).
import { notInThisBuild } from './notInThisBuild.mjs';

export { notInThisBuild as createGetCssVar, notInThisBuild as default };
