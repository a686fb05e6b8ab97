// Replaces @mui/material/styles/excludeVariablesFromRoot.mjs in the browser builds (../muiWithoutCssVars.mjs): a
// helper of the CSS-variables theme builder.
export { notInThisBuild as default } from './notInThisBuild.mjs';
