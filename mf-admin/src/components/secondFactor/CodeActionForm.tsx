import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { secondFactorMessages as m, TOTP_CODE_PATTERN } from '@kredi/contracts/staff';
import { TotpCodeField } from './TotpCodeField';

/**
 * A form sent with the app's current 6-digit code: the first code of a setup, renewing the recovery codes, turning
 * the factor off. `onSubmit` answers the error text to show, or null when it was done.
 */
export function CodeActionForm({
  name,
  action,
  busyAction,
  color = 'primary',
  label = 'Uygulamadaki güncel kod',
  fullWidth = false,
  busy,
  onSubmit,
  children,
}: {
  name: string;
  action: string;
  busyAction: string;
  color?: 'primary' | 'error';
  label?: string;
  fullWidth?: boolean;
  busy: boolean;
  onSubmit: (code: string) => Promise<string | null>;
  /** What the form shows above the code field. */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!TOTP_CODE_PATTERN.test(code.trim())) return setError(m.appCodeRequired);
    const failure = await onSubmit(code.trim());
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
