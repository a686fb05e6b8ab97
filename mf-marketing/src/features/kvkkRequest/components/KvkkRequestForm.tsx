import { useCallback, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { serverMessage, useDeferredMutation } from '@kredi/kernel';
import { normalizePhoneInput } from '@kredi/contracts/common';
import {
  KVKK_REQUEST_DETAILS_MAX_LENGTH,
  KVKK_REQUEST_TYPE_KEYS,
  KVKK_REQUEST_TYPES,
  kvkkRequestFieldErrors,
  type KvkkRequestBody,
  type KvkkRequestCreated,
} from '@kredi/contracts/crm';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { loadSendKvkkRequest } from '../api/kvkkRequestEndpoints';
import { usePhoneProof, type PhoneProof } from '../hooks/usePhoneProof';
import {
  EMPTY_KVKK_REQUEST,
  KVKK_REQUEST_FIELD_ORDER,
  KVKK_REQUEST_TEXTS,
  statusOf,
  toKvkkRequestBody,
  toRegisterBody,
  type KvkkRequestErrors,
  type KvkkRequestValues,
} from '../lib/kvkkRequestForm';
import { SmsCodeDialog } from './SmsCodeDialog';

const fieldId = (name: keyof KvkkRequestValues) => `kvkk-request-${name}`;

/**
 * The request form: every field is checked with the contract's rules (the API checks the same), the phone is proved
 * with an SMS code when the request is sent, and nothing typed is lost when anything fails.
 */
export function KvkkRequestForm({ onCreated }: { onCreated: (created: KvkkRequestCreated) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<KvkkRequestValues>(EMPTY_KVKK_REQUEST);
  const [errors, setErrors] = useState<KvkkRequestErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  // A proof belongs to the phone it was sent to: another number typed afterwards needs its own code.
  const [proved, setProved] = useState<PhoneProof | null>(null);
  const [sendRequest, requestState] = useDeferredMutation<KvkkRequestBody, KvkkRequestCreated>(loadSendKvkkRequest, {
    preloadOnFocusIn: formRef,
  });
  const phone = usePhoneProof({ onAlert: setAlert });
  const busy = phone.sending || requestState.isLoading;

  const change = (name: keyof KvkkRequestValues, value: string) => {
    setValues((current) => ({ ...current, [name]: name === 'phone' ? normalizePhoneInput(value) : value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    // The message was about the last press; what is typed now is a new attempt.
    setAlert(null);
  };

  const send = useCallback(
    async (proof: PhoneProof) => {
      try {
        onCreated(await sendRequest(toKvkkRequestBody(values, proof.proof)));
      } catch (error) {
        // A proof the API no longer takes (expired, used): the next press asks for a new code.
        if (statusOf(error) === 403) setProved(null);
        setAlert(serverMessage(error as FetchBaseQueryError | SerializedError) ?? KVKK_REQUEST_TEXTS.sendFailed);
      }
    },
    [onCreated, sendRequest, values],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const found = kvkkRequestFieldErrors(values);
    setErrors(found);
    const first = KVKK_REQUEST_FIELD_ORDER.find((name) => found[name]);
    if (first) {
      setAlert(KVKK_REQUEST_TEXTS.fixFields);
      const target = first === 'type' ? `input[name="${fieldId('type')}"]` : `#${fieldId(first)}`;
      formRef.current?.querySelector<HTMLElement>(target)?.focus();
      return;
    }
    if (proved && proved.phone === values.phone) await send(proved);
    else await phone.sendCode(toRegisterBody(values));
  };

  const verified = (proof: PhoneProof) => {
    setProved(proof);
    void send(proof);
  };

  const detailsLength = values.details.trim().length;
  // The dialog is the form's sibling, not its child: its own submit would bubble to this form through the portal.
  return (
    <>
      <Box component="form" ref={formRef} noValidate aria-label="KVKK başvuru formu" onSubmit={(event) => void submit(event)}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <TextField
            id={fieldId('name')}
            label="Ad Soyad"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            required
            autoComplete="name"
            error={Boolean(errors.name)}
            helperText={errors.name ?? ' '}
            disabled={busy}
          />
          <TextField
            id={fieldId('phone')}
            label="Cep Telefonu"
            type="tel"
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
            required
            autoComplete="tel-national"
            placeholder="5XX XXX XX XX"
            error={Boolean(errors.phone)}
            helperText={errors.phone ?? 'Doğrulama kodu bu numaraya SMS ile gönderilir.'}
            disabled={busy}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+90</InputAdornment> },
              htmlInput: { inputMode: 'numeric' },
            }}
          />
        </Box>
        <FormControl error={Boolean(errors.type)} required component="fieldset" sx={{ mt: 1, display: 'block' }} disabled={busy}>
          <FormLabel component="legend">Başvuru türü</FormLabel>
          <RadioGroup
            name={fieldId('type')}
            value={values.type}
            onChange={(event) => change('type', event.target.value)}
            aria-describedby={errors.type ? `${fieldId('type')}-error` : undefined}
          >
            {KVKK_REQUEST_TYPE_KEYS.map((key) => (
              <FormControlLabel key={key} value={key} control={<Radio />} label={KVKK_REQUEST_TYPES[key]} />
            ))}
          </RadioGroup>
          {errors.type && <FormHelperText id={`${fieldId('type')}-error`}>{errors.type}</FormHelperText>}
        </FormControl>
        <TextField
          id={fieldId('details')}
          label="Açıklama (isteğe bağlı)"
          value={values.details}
          onChange={(event) => change('details', event.target.value)}
          multiline
          minRows={4}
          fullWidth
          error={Boolean(errors.details)}
          helperText={errors.details ?? `Talebinizi kısaca açıklayabilirsiniz (${detailsLength}/${KVKK_REQUEST_DETAILS_MAX_LENGTH}).`}
          disabled={busy}
          sx={{ mt: 2.5 }}
        />
        {alert && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="kvkk-request-alert">
            {alert}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy} endIcon={<SendIcon />} sx={{ mt: 3 }}>
          {busy ? 'Gönderiliyor...' : 'Başvuruyu Gönder'}
        </Button>
      </Box>
      <SmsCodeDialog
        open={phone.dialog.open}
        phone={phone.dialog.phone}
        verifying={phone.verifying || requestState.isLoading}
        resending={phone.sending}
        onClose={phone.closeDialog}
        onSubmit={phone.submitCode}
        onVerified={verified}
        onResend={phone.resendCode}
      />
    </>
  );
}
