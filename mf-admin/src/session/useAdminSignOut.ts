import { useStaffSignOut } from '@kredi/kernel/api';
import { ADMIN_PATHS } from './adminPaths';

/** 'Çıkış Yap': the kernel's one sign-out, for the session this area uses; then the admin login. */
export function useAdminSignOut() {
  return useStaffSignOut('admin', ADMIN_PATHS.login);
}
