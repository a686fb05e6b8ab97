import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ServerError } from '../../lib/ServerError';
import { useAssignCustomerMutation, useCrmStaffQuery } from '../../lib/ownerApi';
import { choiceOf, ownerIdOf, staffOptions, UNASSIGN } from './staffChoice';

/** The customer's owner on its file: any staff member assigns or reassigns it (issue 20 'Owner and roles'). */
export function AssignOwner({ customerId, ownerId }: { customerId: number; ownerId: number | null }) {
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
        sx={{ flex: '1 1 220px', minWidth: 0, maxWidth: { sm: 320 } }}
      >
        {staffOptions(staff?.results)}
      </TextField>
      <Button
        variant="outlined"
        disabled={state.isLoading || choice === choiceOf(ownerId)}
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
      <Box sx={{ flexBasis: '100%' }}>
        <ServerError error={state.error} testId="assign-error" />
      </Box>
    </Box>
  );
}
