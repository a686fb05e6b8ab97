// One react-is on the first screen (issue 22, goal 4): hoist-non-react-statics (Emotion's withTheme) reads React's
// element types through react-is 16, a copy of its own, beside the react-is 19 MUI's utilities use: ~0.5 KB brotli on
// every page for a second copy of the same constants. It reads three names (ForwardRef, Memo, isMemo), which 19
// exports with the same meaning, so its imports resolve to MUI's copy in the browser builds
// (tooling/test/reactIsOnce.test.ts checks those names). The server render runs Node's copies, untouched.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const HOIST_DIR = path.dirname(require.resolve('hoist-non-react-statics/package.json'));
/** The react-is of MUI's utilities (19, for React 19), already on the first screen. */
export const FIRST_SCREEN_REACT_IS = require.resolve('react-is', { paths: [path.dirname(require.resolve('@mui/utils/package.json'))] });
/** hoist-non-react-statics's own react-is, which it no longer gets. */
export const HOIST_REACT_IS = require.resolve('react-is', { paths: [HOIST_DIR] });

/** webpack module rule: requests for react-is from hoist-non-react-statics resolve to MUI's copy. */
export const reactIsOnceRule = { include: HOIST_DIR, resolve: { alias: { 'react-is$': FIRST_SCREEN_REACT_IS } } };
