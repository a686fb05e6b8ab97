import type { ComponentType, ReactNode } from 'react';
import { ADMIN_ONLY, staffAccessMessages, type StaffRole } from '@kredi/contracts/staff';
import { RequireStaffSession } from '@kredi/kernel/api';
import { ADMIN_PATHS } from './adminPaths';

/**
 * The guard of every admin page (docs/admin.md), the kernel's one staff guard bound to this area: no session goes
 * to the login; otherwise 'Yükleniyor...' until the server confirms the session and its role. A screen allows
 * 'admin' only unless it names its roles: the reports allow MANAGER_ROLES, so a 'yönetici' signed in to the CRM
 * opens them with that session (docs/admin.md 'Roles').
 */
export function RequireAdminSession({ children, roles = ADMIN_ONLY }: { children: ReactNode; roles?: readonly StaffRole[] }) {
  return (
    <RequireStaffSession area="admin" roles={roles} loginPath={ADMIN_PATHS.login} forbiddenMessage={staffAccessMessages.screenForbidden}>
      {children}
    </RequireStaffSession>
  );
}

/** A page that opens only for a confirmed session whose role the page allows (used by the routes of this remote). */
export function withAdminSession(Page: ComponentType, roles: readonly StaffRole[] = ADMIN_ONLY): ComponentType {
  function GuardedPage() {
    return (
      <RequireAdminSession roles={roles}>
        <Page />
      </RequireAdminSession>
    );
  }
  GuardedPage.displayName = `withAdminSession(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}
