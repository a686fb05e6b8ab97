// MUI's menu-backed select, loaded when one first renders, not with every text field (less JavaScript, interactive sooner).
//
// Why: TextField imports Select, and Select imports SelectInput, the select that opens a Menu (with Popover, MenuList
// and Grow, and through them Modal and List). The public pages render only native selects (the credit form's and the
// calculator's, so that a phone shows its own picker) and plain text fields, yet /form and /kredi-hesaplama
// downloaded and evaluated the whole menu machinery before they were interactive.
//
// What: in the browser builds, Select's own import of './SelectInput.mjs' resolves to ./muiLazySelectMenu/
// SelectInput.mjs, which renders MUI's SelectInput through React.lazy: its code (and its menu's) loads when a
// non-native select first renders (the staff screens' selects, a table's pagination). Native selects and everything
// else are MUI's, unchanged. The server render runs Node's own MUI, untouched: no server-rendered page has a
// menu-backed select (staff screens render in the browser).
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const MUI_SELECT = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'Select');

/** MUI's Select component, whose import of SelectInput is redirected. */
export const MUI_SELECT_COMPONENT = path.join(MUI_SELECT, 'Select.mjs');
/** MUI's menu-backed SelectInput. */
export const MUI_SELECT_INPUT = path.join(MUI_SELECT, 'SelectInput.mjs');
/** The lazy stand-in (it goes in the chunk of the Select that imports it). */
export const LAZY_SELECT_INPUT = path.join(import.meta.dirname, 'muiLazySelectMenu', 'SelectInput.mjs');
/** The name the stand-in imports MUI's SelectInput by (resolved by a global alias, below). */
export const SELECT_INPUT_WITH_MENU = 'mui-select-input-with-menu';

/** webpack `resolve.alias` entry: the stand-in's way to MUI's SelectInput. */
export const muiSelectInputWithMenu = { [`${SELECT_INPUT_WITH_MENU}$`]: MUI_SELECT_INPUT };

/**
 * webpack rule: requests made by MUI's Select.mjs (and by it only) resolve SelectInput to the stand-in. An absolute
 * alias key also catches the module's relative import.
 */
export const muiLazySelectMenuRule = {
  test: (resource) => resource === MUI_SELECT_COMPONENT,
  resolve: { alias: { [MUI_SELECT_INPUT]: LAZY_SELECT_INPUT } },
};
