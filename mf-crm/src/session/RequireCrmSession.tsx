import { useRef, type ReactNode } from 'react';
import { CRM_ROLES, staffAccessMessages, type StaffRole } from '@kredi/contracts/staff';
import { selectCrmToken, useAppSelector, useLocation } from '@kredi/kernel';
import { RequireStaffSession } from '@kredi/kernel/api';
import { loginPathFor } from '../lib/returnTo';
import { isSigningOut } from './signOutIntent';

/**
 * CRM pages need the stored staff session: the kernel's one staff guard bound to this area. Without a
 * session the visitor goes to /crm/login, which brings them back here after signing in (a signed-out deep link too).
 * A 401 from any CRM call ends the session (kernel base API): when that happens while this page is open, the login
 * page also says the session ended. A screen for leaders passes `roles={MANAGER_ROLES}`.
 */
export function RequireCrmSession({ children, roles = CRM_ROLES }: { children: ReactNode; roles?: readonly StaffRole[] }) {
  const token = useAppSelector(selectCrmToken);
  const location = useLocation();
  const hadSession = useRef(token !== null);
  // After 'Çıkış Yap' the logout navigates to the login page itself.
  if (!token && isSigningOut()) return null;
  if (token) hadSession.current = true;
  return (
    <RequireStaffSession
      area="crm"
      roles={roles}
      loginPath={loginPathFor(`${location.pathname}${location.search}`, hadSession.current)}
      forbiddenMessage={staffAccessMessages.screenForbidden}
    >
      {children}
    </RequireStaffSession>
  );
}

export default RequireCrmSession;
