import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link, Navigate } from '../routing/router';
import { useAppSelector } from '../store/hooks';
import { selectCrmRole, type SessionState } from './sessionSlice';
import { useStaffSessionQuery } from './sessionApi';
import { roleAllowed, sessionFor, type StaffArea } from './staffAccess';

export interface RequireStaffSessionProps {
  /** 'crm': the CRM session; 'admin': the admin area's session, or else the CRM's (staffAccess.ts). */
  area: StaffArea;
  /** The roles this screen allows (the same sets the API routes declare, from '@kredi/contracts/staff'). */
  roles: readonly string[];
  /** What a role the screen does not allow reads (the staff contract's `staffAccessMessages.screenForbidden`). */
  forbiddenMessage?: string;
  /** Where a visitor without a session goes. */
  loginPath: string;
  children: ReactNode;
}

const selectSession = (state: { session: SessionState }) => state.session;

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Yükleniyor...</Typography>
    </Box>
  );
}

/**
 * For remotes built before `forbiddenMessage` existed, which pass none: the text they showed then. Remotes pass the
 * staff contract's message, so changing it is the contract's change, not the kernel's.
 */
const FORBIDDEN_BEFORE_THE_PROP = 'Bu sayfayı görüntüleme yetkiniz yok.';

function Forbidden({ loginPath, message }: { loginPath: string; message: string }) {
  return (
    <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={Link} to={loginPath}>
            Farklı Hesapla Giriş
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}

/**
 * The one guard of every staff screen, in both remotes:
 * - no session: the login page (without calling the server);
 * - CRM: the stored session and its stored role decide (every CRM call is checked by the server anyway);
 * - admin: 'Yükleniyor...' until the server confirms the session and answers its role (a 401 makes the kernel forget
 *   that session, which sends the visitor to the login as well); a failed check offers a retry.
 * A role the screen does not allow sees a Turkish notice with a link to sign in with another account.
 */
export function RequireStaffSession({
  area,
  roles,
  loginPath,
  forbiddenMessage = FORBIDDEN_BEFORE_THE_PROP,
  children,
}: RequireStaffSessionProps) {
  const state = useAppSelector(selectSession);
  const crmRole = useAppSelector(selectCrmRole);
  const used = sessionFor(state, area);
  const check = useStaffSessionQuery(used?.token ?? '', { skip: !used || area === 'crm' });
  if (!used) return <Navigate to={loginPath} replace />;
  if (area === 'crm') return roleAllowed(crmRole, roles) ? children : <Forbidden loginPath={loginPath} message={forbiddenMessage} />;
  if (check.isSuccess)
    return roleAllowed(check.data.admin.role, roles) ? children : <Forbidden loginPath={loginPath} message={forbiddenMessage} />;
  if (check.isError) {
    return (
      <Box sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void check.refetch()}>
              Yeniden Dene
            </Button>
          }
        >
          Oturumunuz doğrulanamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.
        </Alert>
      </Box>
    );
  }
  return <Loading />;
}
