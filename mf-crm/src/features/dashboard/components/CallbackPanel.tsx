import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import type { CallbackRequestItem } from '@kredi/contracts/crm';
import { useMarkCallbackContactedMutation } from '../api/dashboardApi';
import { PhoneLink } from '../../../lib/phone';
import { ServerError } from '../../../lib/ServerError';
import { RequestPanel } from './RequestPanel';

/** Callback requests (spec 2.16, 4): 'Ara' marks one contacted for good and becomes a disabled 'Arandı'. */
export function CallbackPanel({ requests }: { requests: CallbackRequestItem[] }) {
  const [markContacted, state] = useMarkCallbackContactedMutation();
  const waiting = requests.filter((r) => !r.is_contacted).length;
  return (
    <RequestPanel title="Geri Arama Talepleri" count={waiting} empty={requests.length === 0} testId="callback-panel">
      <ServerError error={state.error} testId="callback-error" />
      {requests.map((r, i) => (
        <Box key={r.id} data-testid="callback-item">
          {i > 0 && <Divider sx={{ my: 1 }} />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Box sx={{ minWidth: 0 }}>
              {/* The normalised number (API), or what the visitor typed, printed as text. */}
              <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                <PhoneLink shown={r.phone_number} />
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {formatDateTime(r.created_at)}
              </Typography>
              {r.notes && (
                <Typography variant="caption" component="p">
                  {r.notes}
                </Typography>
              )}
            </Box>
            <Button
              size="small"
              variant={r.is_contacted ? 'outlined' : 'contained'}
              disabled={r.is_contacted || (state.isLoading && state.originalArgs === r.id)}
              onClick={() => void markContacted(r.id)}
            >
              {r.is_contacted ? 'Arandı' : 'Ara'}
            </Button>
          </Box>
        </Box>
      ))}
    </RequestPanel>
  );
}
