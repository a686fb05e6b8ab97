// Replaces @mui/material/styles/responsiveFontSizes.mjs in the browser builds (../muiWithoutCssVars.mjs): a theme builder (scales a theme's font sizes), which the kernel's theme does not use.
export { notInThisBuild as default } from './notInThisBuild.mjs';
