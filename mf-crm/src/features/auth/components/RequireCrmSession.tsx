import type { ReactNode } from 'react';
import { CRM_ROLES, type StaffRole } from '@kredi/contracts/staff';
import { RequireStaffSession } from '@kredi/kernel';
import { CRM_PATHS } from '../../../lib/paths';

/**
 * CRM pages need the stored staff session (spec 6): the kernel's one staff guard bound to this area. Without a
 * session the visitor goes to /crm/login; a 401 from any CRM call ends the session (kernel base API), which brings
 * the visitor there too. A screen for leaders passes `roles={MANAGER_ROLES}`.
 */
export function RequireCrmSession({ children, roles = CRM_ROLES }: { children: ReactNode; roles?: readonly StaffRole[] }) {
  return (
    <RequireStaffSession area="crm" roles={roles} loginPath={CRM_PATHS.login}>
      {children}
    </RequireStaffSession>
  );
}

export default RequireCrmSession;
