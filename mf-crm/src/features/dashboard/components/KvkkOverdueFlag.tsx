import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@kredi/kernel';
import { useKvkkRequestsQuery } from '../../../lib/kvkkRequestsApi';
import { CRM_PATHS } from '../../../lib/paths';

/**
 * A KVKK request past its 30 days is a breach of the law's deadline: the dashboard says so at the top, with the way
 * to the requests screen, until none is overdue. Nothing shows while the count loads or when it cannot be read (the
 * requests screen says why).
 */
export function KvkkOverdueFlag() {
  const { data } = useKvkkRequestsQuery('acik');
  if (!data || data.overdue === 0) return null;
  return (
    <Alert
      severity="error"
      data-testid="kvkk-overdue-flag"
      action={
        <Button component={RouterLink} to={CRM_PATHS.kvkkRequests} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Başvurulara git
        </Button>
      }
    >
      Yanıt süresi geçmiş {data.overdue} KVKK başvurusu var.
    </Alert>
  );
}
