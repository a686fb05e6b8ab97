// MUI's locale texts (the theme's trTR) build their number formatter when the module loads: on a page that formats no
// number before it is interactive, that was the page's first Intl formatter, whose locale data load is one task of
// about 25 ms on a phone (100 ms at the bench's 4x), spent before hydration for nothing (issue 22, goal 3). The
// browser builds alias MUI's helper to one that builds the same formatter at its first use.
// tooling/test/muiLazyNumberFormat.test.ts checks both format alike.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const MUI_LOCALE_UTILS = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'locale', 'utils');

/** The folder of the replacement: firstScreenChunks.mjs groups it with MUI's locale, which imports it. */
export const LAZY_NUMBER_FORMAT_DIR = path.join(import.meta.dirname, 'muiLazyNumberFormat') + path.sep;

export const MUI_BUILD_FORMAT_NUMBER = path.join(MUI_LOCALE_UTILS, 'buildFormatNumber.mjs');
export const LAZY_BUILD_FORMAT_NUMBER = path.join(LAZY_NUMBER_FORMAT_DIR, 'buildFormatNumber.mjs');

/** webpack `resolve.alias` entry (an absolute key also catches MUI's own relative imports). */
export const muiLazyNumberFormat = { [MUI_BUILD_FORMAT_NUMBER]: LAZY_BUILD_FORMAT_NUMBER };
