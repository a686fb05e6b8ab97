import { selectCrmRole, selectPersonel, useAppSelector } from '@kredi/kernel';
import { isStaffRole, type StaffActor } from '@kredi/contracts/staff';

/** The signed-in staff member as the role rules of shared/contracts see them; undefined while signed out. */
export function useStaffActor(): StaffActor | undefined {
  const personel = useAppSelector(selectPersonel);
  const role = useAppSelector(selectCrmRole);
  return personel && isStaffRole(role) ? { id: personel.id, role } : undefined;
}
