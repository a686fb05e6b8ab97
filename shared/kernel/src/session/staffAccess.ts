import type { SessionState } from './sessionSlice';

/**
 * Which session a call or a screen uses (one staff identity, two doors):
 * - 'crm': the CRM's session (phone + SMS code, stored under `token`);
 * - 'admin': the admin area's own session (username + password, `admin_token`) or, when there is none, the CRM
 *   session: the server's roles then decide, so a 'yönetici' signed in to the CRM opens the admin screens their
 *   role reaches (the reports) without a second sign-in.
 */
export type StaffArea = 'crm' | 'admin';

export interface UsedSession {
  /** The session whose token is sent: a 401 ends that one. */
  session: StaffArea;
  token: string;
}

export function sessionFor(state: SessionState | undefined, area: StaffArea): UsedSession | null {
  if (!state) return null;
  if (area === 'admin' && state.adminToken) return { session: 'admin', token: state.adminToken };
  return state.crmToken ? { session: 'crm', token: state.crmToken } : null;
}

/**
 * True when the role is one of the roles a screen allows; no role never is. Roles are names here: which roles exist
 * and what each may do is the staff contract's (@kredi/contracts/staff), not the kernel's.
 */
export function roleAllowed(role: string | null | undefined, roles: readonly string[]): boolean {
  return role != null && roles.includes(role);
}
