import TextField from '@mui/material/TextField';
import type { AdminStaff } from '@kredi/contracts/admin';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES } from '@kredi/contracts/staff';
import { useNotifiedAction } from '../../../components/useNotifiedAction';
import { useSetStaffRoleMutation } from '../api/staffApi';

/**
 * The role of one account (docs/crm.md 'Owner, bulk actions and editing'): a native select, named after the row for screen readers.
 * The change is saved at once and audited on the server; its Turkish refusal (e.g. the own account) shows as a toast.
 */
export function StaffRoleSelect({ member }: { member: AdminStaff }) {
  const [setRole, saving] = useSetStaffRoleMutation();
  const { run } = useNotifiedAction();
  return (
    <TextField
      select
      size="small"
      value={member.role}
      disabled={saving.isLoading}
      onChange={(event) => {
        const role = event.target.value;
        if (!isStaffRole(role) || role === member.role) return;
        void run(
          () => setRole({ id: member.id, role }).unwrap(),
          `${member.full_name}: rol '${STAFF_ROLE_LABELS[role]}' olarak kaydedildi.`,
        );
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `${member.full_name}: Rol` } }}
      sx={{ minWidth: 128 }}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </TextField>
  );
}
