import { StrictMode, Suspense, useMemo } from 'react';
import { BrowserRouter, Link, Navigate, useRoutes } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { AppProviders } from '../providers/AppProviders';
import { makeStore } from '../store/makeStore';
import { loadSession } from '../session/sessionSlice';
import type { RemoteRoute } from '../federation/contract';

function HarnessRoutes({ routes }: { routes: RemoteRoute[] }) {
  const objects = useMemo(
    () =>
      routes.map((r) => ({
        path: r.path,
        element: r.redirectTo ? <Navigate to={r.redirectTo} replace /> : r.Component ? <r.Component /> : null,
      })),
    [routes],
  );
  return useRoutes(objects);
}

/**
 * Lets a remote's team run its route subtree alone (`npm run dev -w mf-<name>`) inside the system's provider tree.
 * Development only: no shell chrome, a bar of links to the remote's own pages instead.
 */
export function RemoteHarness({ remote, routes }: { remote: string; routes: RemoteRoute[] }) {
  const store = makeStore({ session: loadSession(window.localStorage) }, { sessionStorage: window.localStorage });
  return (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppBar position="static" color="default" elevation={0}>
            <Toolbar variant="dense">
              <Typography variant="subtitle2" sx={{ mr: 2 }}>
                {remote} · geliştirme ortamı
              </Typography>
              <Stack direction="row" spacing={2}>
                {routes
                  .filter((r) => !r.redirectTo)
                  .map((r) => (
                    <Link key={r.path} to={r.path.replace(/:\w+/g, 'ornek')}>
                      {r.path}
                    </Link>
                  ))}
              </Stack>
            </Toolbar>
          </AppBar>
          <Suspense
            fallback={
              <Box sx={{ p: 6, textAlign: 'center' }}>
                <CircularProgress />
              </Box>
            }
          >
            <HarnessRoutes routes={routes} />
          </Suspense>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
