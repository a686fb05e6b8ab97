// Replaces @mui/material/styles/enhanceHighContrast.mjs in the browser builds (../muiWithoutCssVars.mjs): a theme
// builder (it imports the class names of fifteen components) that only code building its own theme would call.
export { notInThisBuild as default } from './notInThisBuild.mjs';
