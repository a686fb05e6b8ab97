/**
 * The roles of a staff account (docs/crm.md 'Owner, bulk actions and editing'), weakest first:
 * - 'personel' works leads in the CRM;
 * - 'yönetici' also assigns in bulk, sees everyone's figures and opens the admin reports;
 * - 'admin' manages the admin area (content, calculator data, staff and their roles).
 * The role is set in Admin > Personel. Which routes and screens each role reaches: docs/admin.md 'Roles'.
 */
export const STAFF_ROLES = ['personel', 'yönetici', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every role: a route or screen any signed-in staff member may use (e.g. the session check). */
export const ANY_STAFF_ROLE: readonly StaffRole[] = STAFF_ROLES;
/** The CRM's work screens and routes. */
export const CRM_ROLES: readonly StaffRole[] = STAFF_ROLES;
/** Screens and routes for leaders: bulk assignment, everyone's figures, the admin reports. */
export const MANAGER_ROLES: readonly StaffRole[] = ['yönetici', 'admin'];
/** The strictest set: what a route or screen that declares nothing requires. */
export const ADMIN_ONLY: readonly StaffRole[] = ['admin'];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { personel: 'Personel', yönetici: 'Yönetici', admin: 'Admin' };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when `role` is one of `allowed`; no role (signed out, unknown value) is never allowed. */
export function roleAllows(role: string | null | undefined, allowed: readonly StaffRole[]): boolean {
  return isStaffRole(role) && allowed.includes(role);
}

export const staffAccessMessages = {
  /** 403: signed in, but the role does not reach this route. */
  forbidden: 'Bu işlem için yetkiniz yok.',
  /** A screen the role does not reach. */
  screenForbidden: 'Bu sayfayı görüntüleme yetkiniz yok.',
  roleInvalid: "Lütfen geçerli bir rol seçin: 'personel', 'yönetici' ya da 'admin'.",
} as const;
