// Replaces @mui/material/styles/createColorScheme.mjs in the browser builds (../muiWithoutCssVars.mjs): the colour
// schemes of the CSS-variables theme builder.
import { notInThisBuild } from './notInThisBuild.mjs';

export { notInThisBuild as getOpacity, notInThisBuild as getOverlays, notInThisBuild as default };
