// Replaces @mui/material/styles/createThemeWithVars.mjs in the browser builds (../muiWithoutCssVars.mjs).
import { notInThisBuild } from './notInThisBuild.mjs';

export const createGetCssVar = () => notInThisBuild('createGetCssVar');

export default function createThemeWithVars() {
  return notInThisBuild('createTheme({ cssVariables }) / extendTheme');
}
