import { useCallback } from 'react';
import { useStaffSignOut as useKernelStaffSignOut } from '@kredi/kernel/api';
import { CRM_PATHS } from '../lib/paths';
import { markSigningOut } from './signOutIntent';

/** Logout: the kernel's one sign-out for the CRM session, then the login page. */
export function useStaffSignOut() {
  const { signOut } = useKernelStaffSignOut('crm', CRM_PATHS.login);
  return useCallback(async () => {
    // Before the session goes: the open page must not read its end as an expiry.
    markSigningOut();
    await signOut();
  }, [signOut]);
}
