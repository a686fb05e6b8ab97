import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@kredi/kernel';
import { CRM_PATHS } from '../../lib/paths';
import type { RequestKind } from '../../lib/requestsApi';
import { CreateCustomerDialog } from './CreateCustomerDialog';

/** The customer a request belongs to (by phone), or 'Müşteri Oluştur' when it matches none. */
export function RequestCustomerLink({ kind, requestId, customerId }: { kind: RequestKind; requestId: number; customerId: number | null }) {
  const [open, setOpen] = useState(false);
  if (customerId !== null) {
    return (
      <Button size="small" component={RouterLink} to={CRM_PATHS.customer(customerId)} data-testid="request-customer-link">
        Müşteri Dosyası
      </Button>
    );
  }
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Müşteri Oluştur
      </Button>
      {open && <CreateCustomerDialog kind={kind} requestId={requestId} open onClose={() => setOpen(false)} />}
    </>
  );
}
