import type { ComponentType, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { selectAdminToken, useAppSelector, Navigate } from '@kredi/kernel';
import { PageLoading } from '../components/PageLoading';
import { useAdminSessionQuery } from './adminAuthApi';
import { ADMIN_PATHS } from './adminPaths';

/**
 * The guard of every admin page (spec 2.13, 2.14): no stored token goes to the login; a stored token shows
 * 'Yükleniyor...' until the server confirms the session. A 401 (expired, revoked, disabled) makes the kernel forget
 * the token, which sends the visitor to the login page as well.
 */
export function RequireAdminSession({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectAdminToken);
  const session = useAdminSessionQuery(token ?? '', { skip: !token });
  if (!token) return <Navigate to={ADMIN_PATHS.login} replace />;
  if (session.isSuccess) return children;
  if (session.isError) {
    return (
      <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void session.refetch()}>
              Yeniden Dene
            </Button>
          }
        >
          Oturumunuz doğrulanamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.
        </Alert>
      </Box>
    );
  }
  return <PageLoading />;
}

/** A page that opens only for a confirmed admin session (used by the routes of this remote). */
export function withAdminSession(Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <RequireAdminSession>
        <Page />
      </RequireAdminSession>
    );
  }
  GuardedPage.displayName = `withAdminSession(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}
