import { sessionFor, useAppSelector, type SessionState } from '@kredi/kernel';
import { useStaffSessionQuery } from '@kredi/kernel/api';
import { isStaffRole, type StaffActor } from '@kredi/contracts/staff';

/**
 * The signed-in account as the role rules of shared/contracts see it (id and role, as the server confirmed them in
 * the cached session check useAdminRole reads too); undefined until that check answers.
 */
export function useAdminActor(): StaffActor | undefined {
  const used = sessionFor(
    useAppSelector((state: { session: SessionState }) => state.session),
    'admin',
  );
  // The kernel types the answer by what it reads itself (the role); the admin area's wire also carries the id.
  const admin: { id?: unknown; role: string } | undefined = useStaffSessionQuery(used?.token ?? '', { skip: !used }).data?.admin;
  return admin && typeof admin.id === 'number' && isStaffRole(admin.role) ? { id: admin.id, role: admin.role } : undefined;
}
