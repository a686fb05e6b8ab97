// MUI components that only work together (a text field's input, label, helper text and select; a dialog's parts; a
// stepper's steps; a card's parts) in one file per family instead of one per shared module (the page interactive sooner).
//
// Why: the federation plugin gives every shared module its own async chunk, and splitChunks leaves modules under its
// 20 KB minimum inside each chunk that imports them. /form then asked for 24 MUI files after its page chunk, several
// with their own copy of FormControl: on the emulated phone (150 ms RTT, six connections) they took about a second
// to arrive for ~70 KB. Grouped by family, a page asks for a few files, each module once.
//
// What: families, not pages. A page that renders one member of a family gets the whole family: each family is
// chosen so that its members come together anyway (TextField imports Select; a dialog is never rendered without its
// title and content; a menu-backed select with its menu). The first screen's groups (firstScreenChunks.mjs) take
// precedence, and the outlined field (InputBase, OutlinedInput) has a family of its own: the pages with a field load it
// without the rest of TextField's (the footer's phone field is the browser's own input, on no page's first screen).
// Grouping changes no share scope: each shared module is still registered and resolved on its own.

import { FAMILY_ICONS, inNodeModulePaths, inNodeModules, internalIcons } from './firstScreenChunks.mjs';
import { LAZY_SELECT_INPUT } from './muiLazySelectMenu.mjs';

const muiFolders = (folders) => inNodeModules(folders.map((folder) => `@mui[\\\\/]material[\\\\/]${folder}`));

/** The outlined field: OutlinedInput and what it needs (every page with a text field loads it). */
const INPUT_BASE = inNodeModulePaths([
  '@mui/material/InputBase/',
  '@mui/material/TextareaAutosize/',
  '@mui/material/OutlinedInput/',
  '@mui/material/FormControl/FormControlContext.mjs',
  '@mui/material/FormControl/useFormControl.mjs',
  '@mui/material/FormControl/formControlState.mjs',
  '@mui/material/Select/selectClasses.mjs',
]);
const POPPER = inNodeModules(['@popperjs[\\\\/]core']);
/** Select's own modules that only its menu-backed SelectInput (and MenuItem, MenuList) use. */
const SELECT_MENU_FILES = inNodeModulePaths(['@mui/material/Select/SelectInput.mjs', '@mui/material/Select/utils/']);

/** Group name -> the @mui/material folders of the family. */
export const MUI_FAMILIES = {
  'mui-text-field': [
    'TextField',
    'Select',
    'NativeSelect',
    'Input',
    'FilledInput',
    'InputLabel',
    'FormLabel',
    'FormControl',
    'FormHelperText',
    'InputAdornment',
  ],
  // The menu-backed select (Select's SelectInput and its helpers) with its menu: loaded when a non-native select first
  // renders (muiLazySelectMenu.mjs), never with a text field. Staff screens' menus bring it too.
  'mui-select-menu': ['Menu', 'MenuList', 'MenuItem', 'Popover'],
  // Popover's and Tooltip's transition, apart: opening either then loads this small file, not the other's family.
  'mui-grow': ['Grow'],
  // The header's mobile menu renders these in its drawer: kept apart from the text field's family so that opening
  // the menu (the first tap the bench measures) loads one small file.
  'mui-list': ['List', 'ListItem', 'ListItemButton', 'ListItemText', 'ListItemIcon'],
  // Dialogs, drawers, menus and tooltips all portal their content: Portal once, not in each family.
  'mui-modal': ['Modal', 'Backdrop', 'Portal', 'Unstable_TrapFocus'],
  'mui-choice': ['FormControlLabel', 'FormGroup', 'Checkbox', 'Radio', 'RadioGroup', 'Switch'],
  'mui-dialog': ['Dialog', 'DialogTitle', 'DialogContent', 'DialogContentText', 'DialogActions'],
  'mui-stepper': ['Stepper', 'Step', 'StepLabel', 'StepIcon', 'StepConnector', 'StepContent', 'StepButton'],
  // TablePagination is not a member: it brings Select and Toolbar, and only staff screens page their tables.
  'mui-table': ['Table', 'TableHead', 'TableBody', 'TableFooter', 'TableRow', 'TableCell', 'TableContainer', 'TableSortLabel'],
  'mui-toggle-button': ['ToggleButton', 'ToggleButtonGroup'],
  // Tooltip positions itself with Popper (and @popperjs/core): they load together.
  'mui-tooltip': ['Tooltip', 'Popper'],
  // Cards' parts, and the skeletons that stand in for cards while they load (the blog's, the calculator's, the CRM's
  // figures): home asked for five files of 0.4-1.4 KB for them.
  // Not CardActionArea: only a staff screen uses it, and in this file every page with a post card loaded it.
  'mui-card': ['Card', 'CardContent', 'CardActions', 'CardMedia', 'CardHeader', 'Skeleton'],
  // The failure panel's and the remotes' notices (no longer in the chrome's first-screen file).
  'mui-alert': ['Alert', 'AlertTitle'],
  // Tabs are never rendered without their Tab (the calculator's loan types, the admin's and the CRM's screens).
  'mui-tabs': ['Tabs', 'Tab', 'TabScrollButton'],
};

const FAMILY_PATTERNS = new Map(Object.entries(MUI_FAMILIES).map(([name, folders]) => [name, muiFolders(folders)]));
/** The internal icons each family draws (kept out of the first-screen file by firstScreenChunks.mjs). */
const FAMILY_ICON_PATTERNS = new Map(Object.entries(FAMILY_ICONS).map(([name, icons]) => [name, internalIcons(icons)]));

/** Modules of a family: those in its folders, less the footer field's (and Tooltip's positioning library). */
export function inFamily(name, resource) {
  if (name === 'mui-input-base') return INPUT_BASE.test(resource);
  if (INPUT_BASE.test(resource)) return false;
  if (SELECT_MENU_FILES.test(resource)) return name === 'mui-select-menu';
  // The lazy stand-in Select imports (a few hundred bytes): with its Select, not a file of its own.
  if (resource === LAZY_SELECT_INPUT) return name === 'mui-text-field';
  if (FAMILY_ICON_PATTERNS.get(name)?.test(resource)) return true;
  return FAMILY_PATTERNS.get(name).test(resource) || (name === 'mui-tooltip' && POPPER.test(resource));
}

/** splitChunks cache groups for the shell's browser build (below the first-screen groups' priorities). */
export const muiFamilyCacheGroups = Object.fromEntries(
  ['mui-input-base', ...Object.keys(MUI_FAMILIES)].map((name) => [
    name,
    { test: (module) => inFamily(name, module.resource ?? ''), chunks: 'async', name, enforce: true, priority: 14 },
  ]),
);
