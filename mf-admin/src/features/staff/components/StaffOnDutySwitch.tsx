import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminStaff } from '@kredi/contracts/admin';
import { canSetOnDuty, permissionMessages } from '@kredi/contracts/staff';
import { useNotifiedAction } from '../../../components/useNotifiedAction';
import { useAdminActor } from '../../../session/useAdminActor';
import { useSetStaffOnDutyMutation } from '../api/staffApi';

/**
 * A member's 'Görevde' flag (new leads go in turn to the 'personel' on duty, docs/crm.md 'Owner'). A manager
 * sets it for a colleague who forgot the CRM's own 'Görevdeyim' switch; saved at once and audited on the server, whose
 * Turkish refusal shows as a toast. A disabled account takes no leads, so its switch is off and locked.
 */
export function StaffOnDutySwitch({ member }: { member: AdminStaff }) {
  const [setOnDuty, saving] = useSetStaffOnDutyMutation();
  const { run } = useNotifiedAction();
  // A 'yönetici' switches 'personel' accounts and their own (the API's rule); another leader's or an admin's is locked.
  const actor = useAdminActor();
  const mayChange = actor === undefined || canSetOnDuty(actor, member);
  const reasonId = `on-duty-reason-${member.id}`;
  const toggle = (
    <Switch
      checked={member.active && member.on_duty}
      disabled={!mayChange || !member.active || saving.isLoading}
      onChange={(event) => {
        const onDuty = event.target.checked;
        void run(
          () => setOnDuty({ id: member.id, onDuty }).unwrap(),
          `${member.full_name} ${onDuty ? 'görevde: yeni müşteriler sırayla atanır' : 'görevde değil'}.`,
        );
      }}
      slotProps={{ input: { 'aria-label': `${member.full_name}: Görevde`, ...(mayChange ? {} : { 'aria-describedby': reasonId }) } }}
    />
  );
  if (mayChange) return toggle;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {toggle}
      <Typography id={reasonId} variant="caption" color="text.secondary" data-testid="on-duty-reason" sx={{ maxWidth: 180 }}>
        {permissionMessages.onDutyForbidden}
      </Typography>
    </Box>
  );
}
