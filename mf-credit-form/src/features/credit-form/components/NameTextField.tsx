import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import type { NameField } from '@kredi/contracts/users';
import type { CreditFormValues } from '../lib/creditFormValues';
import { useNameProfanityGuard } from '../hooks/useNameProfanityGuard';

/** Ad, Soyad or Ad Soyad, with the blocked-word check when the field is left. */
export function NameTextField({ name, label, onAlert }: { name: NameField; label: string; onAlert: (message: string) => void }) {
  const { getFieldProps, getFieldMeta, handleBlur } = useFormikContext<CreditFormValues>();
  const guard = useNameProfanityGuard(onAlert);
  const field = getFieldProps<string>(name);
  const meta = getFieldMeta(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <TextField
      fullWidth
      required
      id={`credit-form-${name}`}
      label={label}
      name={name}
      value={field.value}
      onChange={field.onChange}
      onBlur={(event) => {
        handleBlur(event);
        guard(name);
      }}
      error={showError}
      helperText={showError ? meta.error : undefined}
      autoComplete={name === 'ad' ? 'given-name' : name === 'soyad' ? 'family-name' : 'name'}
    />
  );
}
