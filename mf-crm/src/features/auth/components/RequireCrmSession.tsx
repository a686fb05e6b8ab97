import { useRef, type ReactNode } from 'react';
import { selectCrmToken, useAppSelector, useLocation, Navigate } from '@kredi/kernel';
import { loginPathFor } from '../../../lib/returnTo';
import { isSigningOut } from '../lib/signOutIntent';

/**
 * CRM pages need the stored staff token (spec 6); without it the visitor goes to /crm/login, which brings them back
 * here after signing in (a signed-out deep link too). A 401 from any CRM call clears the token (kernel base API):
 * when that happens while this page is open, the login page also says the session ended (issue 20).
 */
export function RequireCrmSession({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectCrmToken);
  const location = useLocation();
  const hadSession = useRef(token !== null);
  // After 'Çıkış Yap' the logout navigates to the login page itself.
  if (!token && isSigningOut()) return null;
  if (!token) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`, hadSession.current)} replace />;
  hadSession.current = true;
  return <>{children}</>;
}

export default RequireCrmSession;
