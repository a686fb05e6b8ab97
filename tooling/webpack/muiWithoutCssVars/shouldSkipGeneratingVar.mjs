// Replaces @mui/material/styles/shouldSkipGeneratingVar.mjs in the browser builds (../muiWithoutCssVars.mjs): a helper of the CSS-variables theme builder.
export { notInThisBuild as default } from './notInThisBuild.mjs';
