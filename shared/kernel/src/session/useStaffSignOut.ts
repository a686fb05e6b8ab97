import { useCallback } from 'react';
import { useNavigate } from '../routing/router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { adminSignedOut, crmSignedOut, type SessionState } from './sessionSlice';
import { useAdminAreaSignOutMutation, useCrmSignOutMutation } from './sessionApi';
import { sessionFor, type StaffArea } from './staffAccess';

const selectSession = (state: { session: SessionState }) => state.session;

/**
 * 'Çıkış Yap' of both staff areas: the server revokes the token the area uses, the browser forgets
 * that session (even if the server could not be reached: the token then simply expires) and goes to the login page.
 */
export function useStaffSignOut(area: StaffArea, loginPath: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const [adminLogout, adminCall] = useAdminAreaSignOutMutation();
  const [crmLogout, crmCall] = useCrmSignOutMutation();
  const signOut = useCallback(async () => {
    const used = sessionFor(session, area);
    try {
      await (area === 'admin' ? adminLogout() : crmLogout()).unwrap();
    } catch {
      // Nothing to tell the visitor: the local session ends either way.
    }
    dispatch(used?.session === 'admin' ? adminSignedOut() : crmSignedOut());
    navigate(loginPath, { replace: true });
  }, [adminLogout, area, crmLogout, dispatch, loginPath, navigate, session]);
  return { signOut, signingOut: adminCall.isLoading || crmCall.isLoading };
}
