// The MUI modules the shell provides to every remote, one shared module per component.
//
// MUI is never shared through its barrel ('@mui/material' as one module cannot be tree-shaken: a page would
// download every component). Each component is its own shared module instead ('@mui/material/Button'), and the
// shell provides every component any package of this repository uses, even those only a remote imports: MUI
// components talk through contexts that live in modules private to the package (FormControl and FormLabel,
// Stepper and Step, ...), so the shell's FormControl and a remote's own FormLabel would not see each other. With
// one provider for all of them, a remote never runs its own copy. A provided module costs one line in the
// share registry of main.js; its code downloads only when a page renders it.
//
// Only listed subpaths are shared. '@mui/material/locale' is deliberately absent: plain data with no context, whose
// shared module would ship all 60 languages; bundled where it is used, the kernel's theme keeps only trTR.
// `tooling/test/sharedMui.test.ts` fails when a package (or MUI itself, or its icons) imports a subpath missing
// here, or one here is unused. A remote deployed later with a component not listed runs its own copy of it.
export const MUI_SHARED_SUBPATHS = [
  'Accordion',
  'AccordionDetails',
  'AccordionSummary',
  'Alert',
  'AlertTitle',
  'AppBar',
  'Avatar',
  'Box',
  'Button',
  'ButtonGroup',
  'Card',
  'CardActionArea',
  'CardActions',
  'CardContent',
  'CardMedia',
  'Checkbox',
  'Chip',
  'CircularProgress',
  'className',
  'Container',
  'CssBaseline',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Divider',
  'Drawer',
  'Fab',
  'Fade',
  'FormControl',
  'FormControlLabel',
  'FormHelperText',
  'FormLabel',
  'GlobalStyles',
  'Grid',
  'IconButton',
  'InputAdornment',
  'LinearProgress',
  'Link',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'Menu',
  'MenuItem',
  'NoSsr',
  'Paper',
  'Popper',
  'Radio',
  'RadioGroup',
  'Skeleton',
  'Stack',
  'Step',
  'StepLabel',
  'Stepper',
  'SvgIcon',
  'Switch',
  'Tab',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableFooter',
  'TableHead',
  'TableRow',
  'Tabs',
  'TextField',
  'ToggleButton',
  'ToggleButtonGroup',
  'Toolbar',
  'Tooltip',
  'Typography',
  'styles',
  'useMediaQuery',
  'utils',
].map((name) => `@mui/material/${name}`);

// MUI X Charts (the admin reports) is shared the same way: one shared module per chart, never its barrel, so
// a later page of another remote uses the shell's copy. Its own MUI imports (Popper, NoSsr, utils, ...) are in the
// list above: sharedMui.test.ts reads x-charts' files too.
export const MUI_X_CHARTS_SHARED_SUBPATHS = ['BarChart', 'LineChart'].map((name) => `@mui/x-charts/${name}`);
