// Replaces @mui/styled-engine/StyledEngineProvider/StyledEngineProvider.mjs in the browser builds
// (../muiWithoutCssVars.mjs): Emotion's injection order and CSS layers, which the kernel's one Emotion cache settles.
import { notInThisBuild } from './notInThisBuild.mjs';

export const TEST_INTERNALS_DO_NOT_USE = {};
export { notInThisBuild as default };
