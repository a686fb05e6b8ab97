import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { theme } from '../theme/theme';
import type { AppStore } from '../store/makeStore';
import { LazySnackbarProvider } from '../toasts/LazySnackbarProvider';

import { createEmotionCache } from './emotionCache';

// The one Emotion cache of the browser; remotes render inside it (a server render passes its own per request).
const browserEmotionCache = createEmotionCache();

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  emotionCache?: EmotionCache;
}

/**
 * The provider tree of the whole system: store, Emotion cache, theme, baseline CSS and the toast area (lazy). The shell,
 * every remote's standalone harness and the component tests render inside this one tree (each adds its router).
 */
export function AppProviders({ store, children, emotionCache = browserEmotionCache }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          {/* Toasts: notistack, the toasts' options and styles load with the first toast asked for (useSnackbar),
              not with the page (toasts/ToastArea.tsx). */}
          <LazySnackbarProvider />
        </ThemeProvider>
      </CacheProvider>
    </Provider>
  );
}
