import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import { CALL_OUTCOME_LABELS, isCallOutcome, type CallbackRequestItem } from '@kredi/contracts/crm';
import { PhoneLink } from '../../../lib/phone';
import { ServerError } from '../../../lib/ServerError';
import { useRecordCallbackOutcomeMutation } from '../../../lib/requestsApi';
import { OutcomeMenuButton } from '../../../components/requests/OutcomeMenuButton';
import { RequestCustomerLink } from '../../../components/requests/RequestCustomerLink';
import { RequestPanel, requestPanelState } from './RequestPanel';

/**
 * Callback requests (docs/crm.md, 'Requests and call outcomes'): 'Ara' records what the call found. 'Ulaşıldı' and 'Yanlış numara'
 * close the request ('Arandı'); after 'Ulaşılamadı' or 'Meşgul' it stays open for another call. Each request links
 * to the customer with its phone, or offers to make one.
 */
export function CallbackPanel({ requests, failed }: { requests: CallbackRequestItem[] | undefined; failed: boolean }) {
  const [record, state] = useRecordCallbackOutcomeMutation();
  const waiting = requests?.filter((r) => !r.is_contacted).length;
  return (
    <RequestPanel title="Geri Arama Talepleri" count={waiting} state={requestPanelState(requests, failed)} testId="callback-panel">
      <ServerError error={state.error} testId="callback-error" />
      {requests?.map((r, i) => (
        <Box key={r.id} data-testid="callback-item">
          {i > 0 && <Divider sx={{ my: 1 }} />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
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
            {r.is_contacted ? (
              <Button size="small" variant="outlined" disabled>
                Arandı
              </Button>
            ) : (
              <OutcomeMenuButton
                disabled={state.isLoading && state.originalArgs?.id === r.id}
                onPick={(sonuc) => void record({ id: r.id, sonuc, customerId: r.musteri_id })}
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            {isCallOutcome(r.sonuc) && (
              <Chip size="small" variant="outlined" label={`Son arama: ${CALL_OUTCOME_LABELS[r.sonuc]}`} data-testid="callback-outcome" />
            )}
            <RequestCustomerLink kind="geri-arama-talepleri" requestId={r.id} customerId={r.musteri_id} />
          </Box>
        </Box>
      ))}
    </RequestPanel>
  );
}
