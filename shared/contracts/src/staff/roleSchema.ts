// The role's wire schema, apart from the role rules: the rules are read by every page (the kernel's staff guard), the
// schema only by API routes and wire shapes. Apart, the public pages never load TypeBox (less JavaScript).
import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import { STAFF_ROLES, staffAccessMessages, type StaffRole } from './roles';

/** One `enum` keyword (not a union of literals), so a wrong value gets the one Turkish message below. */
export const StaffRoleSchema = Type.Unsafe<StaffRole>({
  type: 'string',
  enum: [...STAFF_ROLES],
  description: "Personel rolü: 'personel', 'yönetici' ya da 'admin'",
  ...turkishErrors(staffAccessMessages.roleInvalid),
});
export type StaffRoleWire = Static<typeof StaffRoleSchema>;
