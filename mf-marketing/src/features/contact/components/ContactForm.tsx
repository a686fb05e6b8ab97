import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { serverMessage, useDeferredMutation } from '@kredi/kernel';
import type { MessageResponse } from '@kredi/contracts/common';
import type { CreateContactRequestBody } from '@kredi/contracts/public-forms';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { contactFormMessage, contactSchema, EMPTY_CONTACT_FORM, toContactRequest, type ContactFormValues } from '../lib/contactSchema';

const SUCCESS_DEFAULT = 'Mesajınız başarıyla iletildi. En kısa sürede size dönüş yapacağız.';
const FAILURE_DEFAULT = 'Mesajınız iletilirken bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';

type Result = { severity: 'success' | 'error'; text: string };

const FIELDS: { name: keyof ContactFormValues; label: string; type?: string; required: boolean; wide?: boolean; rows?: number }[] = [
  { name: 'name', label: 'Ad Soyad', required: true },
  { name: 'email', label: 'E-posta', type: 'email', required: true },
  { name: 'phone', label: 'Telefon (isteğe bağlı)', type: 'tel', required: false },
  { name: 'subject', label: 'Konu', required: true },
  { name: 'message', label: 'Mesajınız', required: true, wide: true, rows: 5 },
];

// The one call of the page is made by a press: it loads with RTK Query when someone starts filling the form.
const loadSendContactRequest = () => import('../api/contactApi').then((m) => m.contactApi.endpoints.sendContactRequest);

/** 'Bize Ulaşın': inputs stay filled on failure and are cleared on success. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [sendContactRequest] = useDeferredMutation<CreateContactRequestBody, MessageResponse>(loadSendContactRequest, {
    preloadOnFocusIn: formRef,
  });
  const [result, setResult] = useState<Result | null>(null);
  const formik = useFormik<ContactFormValues>({
    initialValues: EMPTY_CONTACT_FORM,
    validationSchema: contactSchema,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm }) => {
      try {
        const answer = await sendContactRequest(toContactRequest(values));
        setResult({ severity: 'success', text: answer?.message?.trim() || SUCCESS_DEFAULT });
        resetForm();
      } catch (error) {
        setResult({ severity: 'error', text: serverMessage(error as FetchBaseQueryError | SerializedError) ?? FAILURE_DEFAULT });
      }
    },
  });
  const { isSubmitting, submitCount, errors } = formik;
  const validationMessage = submitCount > 0 ? contactFormMessage(errors) : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Bize Ulaşın
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sorularınızı ve taleplerinizi iletin, uzman ekibimiz en kısa sürede size dönüş yapsın.
      </Typography>
      <Box
        component="form"
        ref={formRef}
        noValidate
        aria-label="İletişim formu"
        onSubmit={(e) => {
          // The previous outcome disappears as soon as a new attempt starts.
          setResult(null);
          formik.handleSubmit(e);
        }}
      >
        <Grid container spacing={2}>
          {FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
              <TextField
                {...formik.getFieldProps(field.name)}
                id={`contact-${field.name}`}
                label={field.label}
                type={field.type ?? 'text'}
                required={field.required}
                multiline={Boolean(field.rows)}
                minRows={field.rows}
                disabled={isSubmitting}
                error={submitCount > 0 && Boolean(errors[field.name])}
                fullWidth
              />
            </Grid>
          ))}
        </Grid>
        {validationMessage && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {validationMessage}
          </Alert>
        )}
        {result && (
          <Alert severity={result.severity} sx={{ mt: 2 }}>
            {result.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} endIcon={<SendIcon />} sx={{ mt: 3 }}>
          {isSubmitting ? 'Gönderiliyor...' : 'Gönder'}
        </Button>
      </Box>
    </Paper>
  );
}
