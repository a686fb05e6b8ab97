import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { formatDateLong } from '@kredi/kernel';
import { KVKK_REQUEST_DEADLINE_DAYS, type KvkkRequestCreated } from '@kredi/contracts/crm';

/** The answer to a request: its number and the date by which the law says it is answered. */
export function KvkkRequestReceived({ created }: { created: KvkkRequestCreated }) {
  return (
    <Alert severity="success" role="status" data-testid="kvkk-request-received" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle>{created.message}</AlertTitle>
      <Typography>
        Başvuru numaranız: <strong data-testid="kvkk-request-number">{created.id}</strong>
      </Typography>
      <Typography>
        Yanıt için son tarih ({KVKK_REQUEST_DEADLINE_DAYS} gün):{' '}
        <time dateTime={created.dueAt} data-testid="kvkk-request-due">
          {formatDateLong(created.dueAt)}
        </time>
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Başvurunuzun sonucunu doğruladığınız telefon numarası üzerinden size bildireceğiz. Lütfen başvuru numaranızı not ediniz.
      </Typography>
    </Alert>
  );
}
