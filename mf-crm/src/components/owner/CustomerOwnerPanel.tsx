import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { CustomerDetail } from '@kredi/contracts/crm';
import { AssignOwner } from './AssignOwner';
import { CustomerEditForm } from './CustomerEditForm';

/** On the customer file: its owner (assign / reassign) and 'Bilgileri Düzenle'. Erased files cannot be edited. */
export function CustomerOwnerPanel({ customer }: { customer: CustomerDetail }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');
  const erased = customer.anonimlestirildi !== null;
  return (
    <Paper
      sx={{ mt: 2, p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}
      component="section"
      aria-label="Sorumlu ve düzenleme"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <AssignOwner customerId={customer.id} ownerId={customer.atanan_personel_id} />
        </Box>
        {!editing && !erased && (
          <Button
            variant="outlined"
            onClick={() => {
              setSaved('');
              setEditing(true);
            }}
          >
            Bilgileri Düzenle
          </Button>
        )}
      </Box>
      {saved && (
        <Alert severity="success" role="status" data-testid="edit-saved">
          {saved}
        </Alert>
      )}
      {editing && (
        <CustomerEditForm
          customer={customer}
          onClose={(message) => {
            setEditing(false);
            if (message) setSaved(message);
          }}
        />
      )}
    </Paper>
  );
}
