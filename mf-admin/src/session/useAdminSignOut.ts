import { adminSignedOut, useAppDispatch, useNavigate } from '@kredi/kernel';
import { useAdminLogoutMutation } from './adminAuthApi';
import { ADMIN_PATHS } from './adminPaths';

/**
 * 'Çıkış Yap' (spec 4): the server revokes the token, the browser forgets it (even if the server could not be
 * reached: the token then simply expires) and the page goes to the admin login.
 */
export function useAdminSignOut() {
  const [logout, { isLoading }] = useAdminLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      // Nothing to tell the visitor: the local session ends either way.
    }
    dispatch(adminSignedOut());
    navigate(ADMIN_PATHS.login, { replace: true });
  };
  return { signOut, signingOut: isLoading };
}
