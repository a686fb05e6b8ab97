import { sessionFor, useAppSelector, type SessionState } from '@kredi/kernel';
import { useStaffSessionQuery } from '@kredi/kernel/api';
import { isStaffRole, type StaffRole } from '@kredi/contracts/staff';

/**
 * The role of the session the admin area uses, as the server confirmed it (the same cached check RequireAdminSession
 * waits for, so no second request). A screen open to several roles hides what only 'admin' may do with it; the API
 * refuses those calls anyway.
 */
export function useAdminRole(): StaffRole | undefined {
  const used = sessionFor(
    useAppSelector((state: { session: SessionState }) => state.session),
    'admin',
  );
  // The kernel reads the role as a name; which names are roles is the staff contract's.
  const role = useStaffSessionQuery(used?.token ?? '', { skip: !used }).data?.admin.role;
  return isStaffRole(role) ? role : undefined;
}

/**
 * The id of the signed-in account, from the same cached session check: the staff list offers no action on it that
 * the API always refuses (disabling or demoting oneself).
 */
export function useAdminAccountId(): number | undefined {
  const used = sessionFor(
    useAppSelector((state: { session: SessionState }) => state.session),
    'admin',
  );
  // The kernel types only the role it compares; the answer is the admin contract's AdminSessionResponse.
  const admin: { role: string; id?: unknown } | undefined = useStaffSessionQuery(used?.token ?? '', { skip: !used }).data?.admin;
  return typeof admin?.id === 'number' ? admin.id : undefined;
}
