import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { SnackbarProvider } from 'notistack';
import { theme, type AppStore } from '@kredi/shared';
import { AppRoutes } from './AppRoutes';

// The one Emotion cache and theme of the system; remotes render inside them.
const emotionCache = createCache({ key: 'kk' });

/** Toasts (spec 9.1): 3 visible, 4 s, top right, 356 px wide, 14 px apart. */
const toastStyles = (
  <GlobalStyles
    styles={{
      '.notistack-SnackbarContainer': { gap: 14 },
      '.notistack-SnackbarContainer > div': { width: 356, maxWidth: 'calc(100vw - 32px)' },
      '.notistack-MuiContent': { width: '100%' },
    }}
  />
);

export function App({ store }: { store: AppStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {toastStyles}
            <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </SnackbarProvider>
          </ThemeProvider>
        </CacheProvider>
      </Provider>
    </StrictMode>
  );
}
