import { useStaffSignOut as useKernelStaffSignOut } from '@kredi/kernel';
import { CRM_PATHS } from '../../../lib/paths';

/** Logout (spec 2.16): the kernel's one sign-out for the CRM session, then the login page. */
export function useStaffSignOut() {
  return useKernelStaffSignOut('crm', CRM_PATHS.login).signOut;
}
