import type { ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useFormikContext } from 'formik';
import type { CreditFormValues } from '../lib/creditFormValues';
import type { SelectFieldSpec } from '../lib/formFields';
import { FieldWithInfo } from './FieldWithInfo';

/** A required select bound to the form. Native, so long lists (81 provinces) use the phone's own picker. */
export function SelectField({ spec, onChange }: { spec: SelectFieldSpec; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const { getFieldProps, getFieldMeta } = useFormikContext<CreditFormValues>();
  const field = getFieldProps<string>(spec.name);
  const meta = getFieldMeta(spec.name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <FieldWithInfo field={spec.label} info={spec.info}>
      <TextField
        select
        fullWidth
        required
        id={`credit-form-${spec.name}`}
        label={spec.label}
        name={field.name}
        value={field.value}
        onChange={onChange ?? field.onChange}
        onBlur={field.onBlur}
        error={showError}
        helperText={showError ? meta.error : undefined}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Seçiniz
        </option>
        {spec.options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </TextField>
    </FieldWithInfo>
  );
}
