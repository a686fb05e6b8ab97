import Switch from '@mui/material/Switch';
import type { AdminStaff } from '@kredi/contracts/admin';
import { useNotifiedAction } from '../../../components/useNotifiedAction';
import { useSetStaffOnDutyMutation } from '../api/staffApi';

/**
 * A member's 'Görevde' flag (issue 20: new leads go in turn to the 'personel' on duty, docs/crm.md 'Owner'). A manager
 * sets it for a colleague who forgot the CRM's own 'Görevdeyim' switch; saved at once and audited on the server, whose
 * Turkish refusal shows as a toast. A disabled account takes no leads, so its switch is off and locked.
 */
export function StaffOnDutySwitch({ member }: { member: AdminStaff }) {
  const [setOnDuty, saving] = useSetStaffOnDutyMutation();
  const { run } = useNotifiedAction();
  return (
    <Switch
      checked={member.active && member.on_duty}
      disabled={!member.active || saving.isLoading}
      onChange={(event) => {
        const onDuty = event.target.checked;
        void run(
          () => setOnDuty({ id: member.id, onDuty }).unwrap(),
          `${member.full_name} ${onDuty ? 'görevde: yeni müşteriler sırayla atanır' : 'görevde değil'}.`,
        );
      }}
      slotProps={{ input: { 'aria-label': `${member.full_name}: Görevde` } }}
    />
  );
}
