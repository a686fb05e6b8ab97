import { useCallback } from 'react';
import { crmSignedOut, useAppDispatch, useNavigate } from '@kredi/kernel';
import { useStaffLogoutMutation } from '../api/crmAuthApi';
import { CRM_PATHS } from '../../../lib/paths';
import { markSigningOut } from '../lib/signOutIntent';

/** Logout (spec 2.16): the server revokes the token, the browser forgets the session and goes to the login page. */
export function useStaffSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useStaffLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // The session ends here anyway; an expired token is already gone on the server.
      console.error('Oturum sunucuda kapatılamadı', error);
    }
    markSigningOut();
    dispatch(crmSignedOut());
    navigate(CRM_PATHS.login, { replace: true });
  }, [dispatch, logout, navigate]);
}
