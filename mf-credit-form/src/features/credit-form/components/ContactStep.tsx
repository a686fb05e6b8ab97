import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { COMMERCIAL_OPT_IN_TEXTS, normalizePhoneInput } from '@kredi/contracts/common';
import type { CreditFormValues } from '../lib/creditFormValues';
import { FIELD_INFO } from '../lib/formFields';
import { FieldWithInfo } from './FieldWithInfo';
import { KvkkDialog } from './lazyDialogs';
import { NameTextField } from './NameTextField';
import { StepHeading } from './StepHeading';

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
      <StepHeading>İletişim Bilgileri</StepHeading>
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
          // Typed or pasted as '0532 …', '+90 532 …' or '0 (532) …': the ten digits are kept (shared phone rule).
          // No maxLength: it would cut a pasted '+90 532 123 45 67' before it could be read.
          onChange={(event) => void setFieldValue('telefon', normalizePhoneInput(event.target.value))}
          onBlur={handleBlur}
          error={phoneError}
          helperText={phoneError ? phoneMeta.error : 'Başında 0 olmadan, 10 haneli cep telefonu numaranız'}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+90</InputAdornment> },
            htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' },
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
              {/* An inline link (a button cannot wrap), so "'ni okudum" stays on the line where the link ends. Its href is
                  the full notice for a new tab; a plain click opens the short text in the dialog. */}
              <Link
                href="/kvkk"
                aria-haspopup="dialog"
                onClick={(event) => {
                  // The link sits inside the checkbox label: open the text without toggling the box.
                  event.preventDefault();
                  setKvkkOpen(true);
                }}
              >
                KVKK Aydınlatma ve Açık Rıza Metni
              </Link>
              &apos;ni okudum, onaylıyorum.
            </Typography>
          }
        />
        {kvkkError && <FormHelperText>{kvkkMeta.error}</FormHelperText>}
      </FormControl>
      {/* A separate, optional consent (Law 6563): never required, never pre-ticked, one box per channel. */}
      <FormControl component="fieldset">
        <Typography component="legend" variant="body2">
          {COMMERCIAL_OPT_IN_TEXTS.legend}
        </Typography>
        {(['ticariSms', 'ticariArama'] as const).map((field) => (
          <FormControlLabel
            key={field}
            control={
              <Checkbox name={field} checked={values[field]} onChange={(event) => void setFieldValue(field, event.target.checked)} />
            }
            label={<Typography variant="body2">{COMMERCIAL_OPT_IN_TEXTS[field === 'ticariSms' ? 'sms' : 'call']}</Typography>}
          />
        ))}
      </FormControl>
      <KvkkDialog open={kvkkOpen} onClose={() => setKvkkOpen(false)} onApprove={approveKvkk} />
    </Stack>
  );
}
