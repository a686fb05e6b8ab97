// Replaces @mui/material/styles/createStyles.mjs in the browser builds (../muiWithoutCssVars.mjs): deprecated by MUI (an identity function for @mui/styles, which this platform does not use).
export { notInThisBuild as default } from './notInThisBuild.mjs';
