import { StrictMode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { AppProviders, type AppStore, BrowserRouter, StaticRouter } from '@kredi/kernel';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  store: AppStore;
  /** Server render: the requested URL (a static router) and the request's own Emotion cache. */
  server?: { url: string; emotionCache: EmotionCache };
}

/** The whole page tree; the server render and the browser's hydration render exactly this. */
export function App({ store, server }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store} emotionCache={server?.emotionCache}>
        {server ? (
          <StaticRouter location={server.url}>
            <AppRoutes />
          </StaticRouter>
        ) : (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        )}
      </AppProviders>
    </StrictMode>
  );
}
