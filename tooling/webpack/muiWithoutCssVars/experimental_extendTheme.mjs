// Replaces @mui/material/styles/experimental_extendTheme.mjs in the browser builds (../muiWithoutCssVars.mjs): a deprecated alias of the CSS-variables theme builder.
export { notInThisBuild as default } from './notInThisBuild.mjs';
