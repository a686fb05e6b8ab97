import { StrictMode, Suspense, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { CssBaseline, ThemeProvider, AppBar, Toolbar, Typography, Stack, CircularProgress, Box } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { theme } from '../theme/theme';
import { makeStore } from '../store/makeStore';
import { loadSession } from '../session/sessionSlice';
import { routesOf } from '../federation/routeTable';
import type { RemoteName } from '../federation/contract';

/**
 * Lets a remote's team run its pages alone (`npm run dev -w mf-<name>`), with the same providers the shell gives.
 */
export function RemoteHarness({ remote, pages }: { remote: RemoteName; pages: Record<string, ComponentType> }) {
  const store = makeStore({ session: loadSession(window.localStorage) }, { sessionStorage: window.localStorage });
  const routes = routesOf(remote);
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <BrowserRouter>
              <AppBar position="static" color="default" elevation={0}>
                <Toolbar variant="dense">
                  <Typography variant="subtitle2" sx={{ mr: 2 }}>
                    {remote} · geliştirme ortamı
                  </Typography>
                  <Stack direction="row" spacing={2}>
                    {routes.map((r) => (
                      <Link key={r.path} to={r.path.replace(/:\w+/g, 'ornek')}>
                        {r.path}
                      </Link>
                    ))}
                  </Stack>
                </Toolbar>
              </AppBar>
              <Suspense fallback={<Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress /></Box>}>
                <Routes>
                  {routes.map((r) => {
                    const Page = pages[r.page];
                    return Page ? <Route key={r.path} path={r.path} element={<Page />} /> : null;
                  })}
                </Routes>
              </Suspense>
            </BrowserRouter>
          </SnackbarProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
