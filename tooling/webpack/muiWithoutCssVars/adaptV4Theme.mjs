// Replaces @mui/material/styles/adaptV4Theme.mjs in the browser builds (../muiWithoutCssVars.mjs): turns a MUI v4 theme into one of today's; the kernel's theme is today's.
export { notInThisBuild as default } from './notInThisBuild.mjs';
