// Replaces @mui/material/styles/createMuiStrictModeTheme.mjs in the browser builds (../muiWithoutCssVars.mjs): a theme builder for React's strict mode in development.
export { notInThisBuild as default } from './notInThisBuild.mjs';
