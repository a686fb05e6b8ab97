import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { secondFactorMessages as m, TOTP_CODE_PATTERN } from '@kredi/contracts/staff';
import { TotpCodeField } from './TotpCodeField';

/**
 * A form sent with the app's current 6-digit code: the first code of a setup, renewing the recovery codes, turning
 * the factor off. `onSubmit` answers the error text to show, or null when it was done; while it runs, the form is
 * busy (one call per code, however often the button is pressed).
 */
export function CodeActionForm({
  name,
  action,
  busyAction,
  color = 'primary',
  label = 'Uygulamadaki güncel kod',
  fullWidth = false,
  onSubmit,
  children,
}: {
  name: string;
  action: string;
  busyAction: string;
  color?: 'primary' | 'error';
  label?: string;
  fullWidth?: boolean;
  onSubmit: (code: string) => Promise<string | null>;
  /** What the form shows above the code field. */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!TOTP_CODE_PATTERN.test(code.trim())) return setError(m.appCodeRequired);
    setBusy(true);
    const failure = await onSubmit(code.trim()).finally(() => setBusy(false));
    setError(failure);
    if (!failure) setCode('');
  };

  return (
    <Box component="form" noValidate aria-label={name} onSubmit={(event) => void submit(event)}>
      {children}
      <TotpCodeField value={code} onChange={setCode} disabled={busy} label={label} />
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" color={color} disabled={busy} fullWidth={fullWidth} sx={{ mt: 1 }}>
        {busy ? busyAction : action}
      </Button>
    </Box>
  );
}
