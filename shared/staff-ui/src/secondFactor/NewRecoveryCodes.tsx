import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RecoveryCodeList } from './RecoveryCodeList';

/** New recovery codes with the server's message, until the person says they saved them (they are shown this once). */
export function NewRecoveryCodes({
  message,
  codes,
  acknowledge,
  onAcknowledge,
  fullWidth = false,
}: {
  message: string;
  codes: readonly string[];
  /** The button's text: what happens once the codes are saved. */
  acknowledge: string;
  onAcknowledge: () => void;
  fullWidth?: boolean;
}) {
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <RecoveryCodeList codes={codes} />
      <Button variant="contained" fullWidth={fullWidth} sx={{ mt: fullWidth ? 3 : 2 }} onClick={onAcknowledge}>
        {acknowledge}
      </Button>
    </Box>
  );
}
