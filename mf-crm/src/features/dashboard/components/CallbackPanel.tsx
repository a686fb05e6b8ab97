import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import type { CallbackRequestItem } from '@kredi/contracts/crm';
import { useMarkCallbackContactedMutation } from '../api/dashboardApi';
import { RequestPanel } from './RequestPanel';

/** Callback requests (spec 2.16, 4): 'Ara' marks one contacted for good and becomes a disabled 'Arandı'. */
export function CallbackPanel({ requests }: { requests: CallbackRequestItem[] }) {
  const [markContacted, state] = useMarkCallbackContactedMutation();
  return (
    <RequestPanel title="Geri Arama Talepleri" count={requests.length} testId="callback-panel">
      {requests.map((r, i) => (
        <Box key={r.id} data-testid="callback-item">
          {i > 0 && <Divider sx={{ my: 1 }} />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Box sx={{ minWidth: 0 }}>
              {/* What the visitor typed, printed as text. */}
              <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {r.phone_number}
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
              color="success"
              disabled={r.is_contacted || (state.isLoading && state.originalArgs === r.id)}
              onClick={() => {
                markContacted(r.id)
                  .unwrap()
                  .catch((e: unknown) => console.error('Geri arama talebi güncellenemedi', e));
              }}
            >
              {r.is_contacted ? 'Arandı' : 'Ara'}
            </Button>
          </Box>
        </Box>
      ))}
    </RequestPanel>
  );
}
