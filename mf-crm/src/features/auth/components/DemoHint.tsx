import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useStaffDemoHintQuery } from '../api/crmAuthApi';

/**
 * Demo mode only (the API has the route only then): which number signs in, and where its code lands. A note, not an
 * alert: it is not news, so screen readers should not announce it on every load.
 */
export function DemoHint() {
  const { data } = useStaffDemoHintQuery();
  if (!data) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid="demo-hint">
      <Typography variant="body2">{data.message}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Demo numarası: <strong>{data.telefon}</strong>
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        SMS kutusu:{' '}
        <Link href={data.sms_kutusu} target="_blank" rel="noopener noreferrer">
          {data.sms_kutusu}
        </Link>
      </Typography>
    </Alert>
  );
}
