import { createTheme } from '@mui/material/styles';
import { REDUCED_MOTION_QUERY } from './motion';
import { turkishComponentTexts } from './componentTexts';

/** The keyboard focus ring: 3 px of the primary blue (over 7:1 on white and on the page's grey), kept off the control by 2 px. */
export const FOCUS_RING_COLOR = '#0b4f8a';
const focusRing = { outline: `3px solid ${FOCUS_RING_COLOR}`, outlineOffset: 2 } as const;

/** The one theme of the product. Only the shell mounts it; remotes inherit it through the shared MUI singleton. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f8a', dark: '#083a66', light: '#3d78ad', contrastText: '#ffffff' },
      secondary: { main: '#f39c12', contrastText: '#1b1b1b' },
      // Success, info and warning as MUI draws them (chips, text, buttons) reach 4.5:1 (WCAG AA): green and blue a shade
      // darker than MUI's, and dark text on orange.
      success: { main: '#1a7a35' },
      info: { main: '#0277bd' },
      warning: { main: '#ed6c02', contrastText: '#1b1b1b' },
      error: { main: '#c62828' },
      background: { default: '#f7f9fc', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCssBaseline: {
        styleOverrides: {
          // Keyboard focus, one ring for every control of public and staff screens. MUI's ButtonBase (buttons, icon
          // buttons, tabs, chips, list and menu items) and its fields set `outline: 0` with one class; these
          // selectors outrank it. Global rules, written once per page, rather than an override repeated in every
          // button's own class. A field keeps its focused border too; the ring is for those who cannot tell its colour.
          // MUI's field input drops its outline on `.class:focus` (two parts): three outrank it.
          ':focus-visible, .MuiButtonBase-root.Mui-focusVisible, .MuiButtonBase-root:focus-visible, .MuiInputBase-root .MuiInputBase-input:focus-visible':
            focusRing,
          // Visitors who asked for less motion get no animations, fades or smooth scrolling. MUI's transitions are
          // inline styles; `!important` here outranks them.
          [`@media ${REDUCED_MOTION_QUERY}`]: {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              transitionDelay: '0ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  },
  turkishComponentTexts,
);

/**
 * Green of the home page call-to-action section: dark enough for white text on it and on its
 * lighter cards (5:1, WCAG AA).
 */
export const ctaGreen = '#166b30';
