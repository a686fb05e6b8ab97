import { createTheme } from '@mui/material/styles';
import { trTR } from '@mui/material/locale';

/** The one theme of the product. Only the shell mounts it; remotes inherit it through the shared MUI singleton. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f8a', dark: '#083a66', light: '#3d78ad', contrastText: '#ffffff' },
      secondary: { main: '#f39c12', contrastText: '#1b1b1b' },
      success: { main: '#1e8e3e' },
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
    },
  },
  trTR,
);

/** Green of the home page call-to-action section (spec 2.4). */
export const ctaGreen = '#1e8e3e';
