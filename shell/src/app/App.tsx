import { StrictMode, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { AppProviders, type AppStore, BrowserRouter } from '@kredi/kernel';
import { AppRoutes } from './AppRoutes';

export interface AppProps {
  store: AppStore;
  /**
   * Server render: its router (the requested URL) and the request's own Emotion cache. The router comes from the
   * server code, so the browser's bundle carries no static router.
   */
  server?: { router: (props: { children: ReactNode }) => ReactNode; emotionCache: EmotionCache };
}

/** The whole page tree; the server render and the browser's hydration render exactly this. */
export function App({ store, server }: AppProps) {
  const Router = server?.router ?? BrowserRouter;
  return (
    <StrictMode>
      <AppProviders store={store} emotionCache={server?.emotionCache}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
