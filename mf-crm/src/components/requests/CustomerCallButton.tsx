import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CALL_OUTCOME_LABELS } from '@kredi/contracts/crm';
import { ServerError } from '../../lib/ServerError';
import { useRecordCustomerCallMutation } from '../../lib/requestsApi';
import { OutcomeMenuButton } from './OutcomeMenuButton';

/** 'Arama Sonucu' on the customer's file: records what a call found; it shows on the timeline with who and when. */
export function CustomerCallButton({ customerId, disabled }: { customerId: number; disabled: boolean }) {
  const [record, state] = useRecordCustomerCallMutation();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <OutcomeMenuButton
        label="Arama Sonucu"
        disabled={disabled || state.isLoading}
        onPick={(sonuc) => void record({ id: customerId, sonuc })}
      />
      {state.isSuccess && state.originalArgs && (
        <Alert severity="success" sx={{ py: 0 }} data-testid="call-recorded">
          Kaydedildi: {CALL_OUTCOME_LABELS[state.originalArgs.sonuc]}
        </Alert>
      )}
      <ServerError error={state.error} testId="call-error" />
    </Box>
  );
}
