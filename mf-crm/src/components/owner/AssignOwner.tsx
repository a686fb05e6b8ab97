import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FormHelperText from '@mui/material/FormHelperText';
import { canAssignCustomer, MANAGER_ROLES, permissionMessages, roleAllows } from '@kredi/contracts/staff';
import { ServerError } from '../../lib/ServerError';
import { useAssignCustomerMutation, useCrmStaffQuery } from '../../lib/ownerApi';
import { useStaffActor } from '../../session/useStaffActor';
import { choiceOf, ownerIdOf, staffOptions, UNASSIGN } from './staffChoice';

/**
 * The customer's owner on its file. Leaders assign anyone's lead; a 'personel' hands over or releases their own and
 * takes an unassigned one for themselves (canAssignCustomer, the API's rule): the rest is disabled with the reason.
 */
export function AssignOwner({ customerId, ownerId }: { customerId: number; ownerId: number | null }) {
  const actor = useStaffActor();
  const allowed = (target: number | null) => target === ownerId || (actor !== undefined && canAssignCustomer(actor, ownerId, target));
  // Someone else's lead: not even taking it is allowed, so the whole control is off.
  const locked = actor !== undefined && !canAssignCustomer(actor, ownerId, actor.id);
  const leader = actor !== undefined && roleAllows(actor.role, MANAGER_ROLES);
  const reason = locked ? permissionMessages.assignForbidden : ownerId === null && !leader ? permissionMessages.assignUnownedForbidden : '';
  const { data: staff } = useCrmStaffQuery();
  const [choice, setChoice] = useState(choiceOf(ownerId));
  const [assign, state] = useAssignCustomerMutation();
  const [done, setDone] = useState('');
  const known = choice === UNASSIGN || staff?.results.some((s) => String(s.id) === choice);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Sorumlu personel"
        value={known ? choice : ''}
        onChange={(e) => {
          setChoice(e.target.value);
          setDone('');
        }}
        disabled={locked}
        sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: { sm: 320 } }}
        // The value arrives with the staff list, after the first paint: a label left inside would cover it.
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {staffOptions(staff?.results, allowed)}
      </TextField>
      <Button
        variant="outlined"
        disabled={locked || state.isLoading || choice === choiceOf(ownerId) || !allowed(ownerIdOf(choice))}
        onClick={async () => {
          try {
            setDone((await assign({ id: customerId, personel_id: ownerIdOf(choice) }).unwrap()).message);
          } catch {
            // ServerError below shows the server's Turkish message.
          }
        }}
      >
        Ata
      </Button>
      {done && (
        <Alert severity="success" role="status" sx={{ py: 0 }}>
          {done}
        </Alert>
      )}
      {reason && (
        <FormHelperText sx={{ flexBasis: '100%', m: 0 }} data-testid="assign-reason">
          {reason}
        </FormHelperText>
      )}
      <Box sx={{ flexBasis: '100%' }}>
        <ServerError error={state.error} testId="assign-error" />
      </Box>
    </Box>
  );
}
