import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import {
  BIRTH_DATE_LENGTH,
  CINSIYET_OPTIONS,
  TC_KIMLIK_LENGTH,
  formatBirthDateInput,
  normalizeName,
  normalizeTcKimlikInput,
} from '@kredi/contracts/users';
import { FINDEKS_IDENTITY_FIELDS, isFindeksUnknown, type CreditFormValues } from '../lib/creditFormValues';
import { FIELD_INFO, FINDEKS_SELECT } from '../lib/formFields';
import { FieldWithInfo } from './FieldWithInfo';
import { NameTextField } from './NameTextField';
import { SelectField } from './SelectField';
import { StepHeading } from './StepHeading';

/** Step 3: the Findeks score; an unknown score asks for birth date, gender, national ID and full name. */
export function ExtraStep({ onAlert }: { onAlert: (message: string) => void }) {
  const { values, setValues, setTouched, touched, getFieldMeta, handleBlur, setFieldValue } = useFormikContext<CreditFormValues>();
  const identityAsked = isFindeksUnknown(values.findeks);

  const changeFindeks = (event: ChangeEvent<HTMLInputElement>) => {
    const findeks = event.target.value;
    if (isFindeksUnknown(findeks)) {
      // Pre-filled with the name of step 1; the person may correct it.
      void setValues({ ...values, findeks, adSoyad: normalizeName(`${values.ad} ${values.soyad}`) });
    } else {
      const emptied = Object.fromEntries(FINDEKS_IDENTITY_FIELDS.map((name) => [name, '']));
      void setValues({ ...values, findeks, ...emptied });
      void setTouched({ ...touched, ...Object.fromEntries(FINDEKS_IDENTITY_FIELDS.map((name) => [name, false])) }, false);
    }
  };

  const metaError = (name: keyof CreditFormValues) => {
    const meta = getFieldMeta(name);
    return meta.touched && meta.error ? meta.error : undefined;
  };
  const birthDateError = metaError('dogum_tarihi');
  const genderError = metaError('cinsiyet');
  const tcError = metaError('tc_kimlik');

  return (
    <Stack spacing={2.5}>
      <StepHeading>Ek Bilgiler</StepHeading>
      <SelectField spec={FINDEKS_SELECT} onChange={changeFindeks} />
      {identityAsked && (
        <Stack spacing={2.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Findeks raporunuzu sizin için talep edebilmemiz için aşağıdaki bilgilere ihtiyacımız var.
          </Typography>
          <NameTextField name="adSoyad" label="Adınız Soyadınız" onAlert={onAlert} />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FieldWithInfo field="Doğum Tarihiniz" info={FIELD_INFO.dogum_tarihi}>
              <TextField
                fullWidth
                required
                id="credit-form-dogum_tarihi"
                label="Doğum Tarihiniz"
                name="dogum_tarihi"
                placeholder="GG/AA/YYYY"
                value={values.dogum_tarihi}
                // The slashes are typed for the person: only digits are kept from what they type.
                onChange={(event) => void setFieldValue('dogum_tarihi', formatBirthDateInput(event.target.value))}
                onBlur={handleBlur}
                error={Boolean(birthDateError)}
                helperText={birthDateError}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { inputMode: 'numeric', maxLength: BIRTH_DATE_LENGTH, autoComplete: 'bday' },
                }}
              />
            </FieldWithInfo>
            <FieldWithInfo field="T.C. Kimlik Numaranız" info={FIELD_INFO.tc_kimlik}>
              <TextField
                fullWidth
                required
                id="credit-form-tc_kimlik"
                label="T.C. Kimlik Numaranız"
                name="tc_kimlik"
                value={values.tc_kimlik}
                onChange={(event) => void setFieldValue('tc_kimlik', normalizeTcKimlikInput(event.target.value))}
                onBlur={handleBlur}
                error={Boolean(tcError)}
                helperText={tcError}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TC_KIMLIK_LENGTH } }}
              />
            </FieldWithInfo>
          </Box>
          <FormControl error={Boolean(genderError)} required>
            <FormLabel id="credit-form-cinsiyet-label">Cinsiyetiniz</FormLabel>
            <RadioGroup
              row
              aria-labelledby="credit-form-cinsiyet-label"
              name="cinsiyet"
              value={values.cinsiyet}
              onChange={(event) => void setFieldValue('cinsiyet', event.target.value)}
            >
              {CINSIYET_OPTIONS.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
              ))}
            </RadioGroup>
            {genderError && <FormHelperText>{genderError}</FormHelperText>}
          </FormControl>
        </Stack>
      )}
    </Stack>
  );
}
