import { ADMIN_ONLY, isStaffRole, MANAGER_ROLES, roleAllows, STAFF_ROLES } from './roles';

test('the three roles, and which sets allow which', () => {
  expect(STAFF_ROLES).toEqual(['personel', 'yönetici', 'admin']);
  expect(roleAllows('yönetici', MANAGER_ROLES)).toBe(true);
  expect(roleAllows('personel', MANAGER_ROLES)).toBe(false);
  expect(roleAllows('yönetici', ADMIN_ONLY)).toBe(false);
  expect(roleAllows(null, STAFF_ROLES)).toBe(false);
  expect(roleAllows('yonetici', STAFF_ROLES)).toBe(false);
  expect(isStaffRole('admin')).toBe(true);
});
