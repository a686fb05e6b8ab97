import TextField from '@mui/material/TextField';

/** The authenticator app's 6-digit code (or, where `allowRecovery`, a recovery code). */
export function TotpCodeField({
  value,
  onChange,
  disabled,
  allowRecovery = false,
  label,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  allowRecovery?: boolean;
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label ?? (allowRecovery ? 'Doğrulama kodu ya da kurtarma kodu' : 'Doğrulama kodu')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      required
      fullWidth
      autoFocus={autoFocus}
      disabled={disabled}
      margin="normal"
      slotProps={{
        htmlInput: allowRecovery
          ? { maxLength: 20, autoCapitalize: 'characters', spellCheck: false }
          : { maxLength: 6, inputMode: 'numeric' },
      }}
    />
  );
}
