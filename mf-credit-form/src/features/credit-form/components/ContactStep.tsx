import { useState } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormHelperText, InputAdornment, Link, Stack, TextField, Typography } from '@mui/material';
import { useFormikContext } from 'formik';
import { PHONE_LENGTH, normalizePhoneInput } from '@kredi/contracts/common';
import type { CreditFormValues } from '../lib/creditFormValues';
import { FIELD_INFO } from '../lib/formFields';
import { FieldWithInfo } from './FieldWithInfo';
import { KvkkDialog } from './KvkkDialog';
import { NameTextField } from './NameTextField';

/** Step 1: name, phone (+90) and the KVKK consent. */
export function ContactStep({ onAlert }: { onAlert: (message: string) => void }) {
  const { values, getFieldMeta, handleBlur, setFieldValue, setFieldTouched } = useFormikContext<CreditFormValues>();
  const [kvkkOpen, setKvkkOpen] = useState(false);
  const phoneMeta = getFieldMeta('telefon');
  const phoneError = Boolean(phoneMeta.touched && phoneMeta.error);
  const kvkkMeta = getFieldMeta('kvkkOnay');
  const kvkkError = Boolean(kvkkMeta.touched && kvkkMeta.error);

  const approveKvkk = () => {
    void setFieldValue('kvkkOnay', true);
    setKvkkOpen(false);
  };

  return (
    <Stack spacing={2.5}>
      <Typography variant="h5" component="h2">
        İletişim Bilgileri
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NameTextField name="ad" label="Adınız" onAlert={onAlert} />
        <NameTextField name="soyad" label="Soyadınız" onAlert={onAlert} />
      </Stack>
      <FieldWithInfo field="Cep Telefonunuz" info={FIELD_INFO.telefon}>
        <TextField
          fullWidth
          required
          id="credit-form-telefon"
          label="Cep Telefonunuz"
          name="telefon"
          type="tel"
          placeholder="5XXXXXXXXX"
          value={values.telefon}
          // Digits only, at most 10: anything else is dropped as it is typed.
          onChange={(event) => void setFieldValue('telefon', normalizePhoneInput(event.target.value))}
          onBlur={handleBlur}
          error={phoneError}
          helperText={phoneError ? phoneMeta.error : 'Başında 0 olmadan, 10 haneli cep telefonu numaranız'}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+90</InputAdornment> },
            htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH, autoComplete: 'tel-national' },
          }}
        />
      </FieldWithInfo>
      <FormControl error={kvkkError}>
        <FormControlLabel
          control={
            <Checkbox
              name="kvkkOnay"
              checked={values.kvkkOnay}
              onChange={(event) => {
                void setFieldValue('kvkkOnay', event.target.checked);
                void setFieldTouched('kvkkOnay', true, false);
              }}
            />
          }
          label={
            <Typography variant="body2">
              <Link
                component="button"
                type="button"
                onClick={(event) => {
                  // The link sits inside the checkbox label: open the text without toggling the box.
                  event.preventDefault();
                  setKvkkOpen(true);
                }}
                sx={{ verticalAlign: 'baseline' }}
              >
                KVKK Aydınlatma ve Açık Rıza Metni
              </Link>
              &apos;ni okudum, onaylıyorum.
            </Typography>
          }
        />
        {kvkkError && <FormHelperText>{kvkkMeta.error}</FormHelperText>}
      </FormControl>
      <KvkkDialog open={kvkkOpen} onClose={() => setKvkkOpen(false)} onApprove={approveKvkk} />
    </Stack>
  );
}
