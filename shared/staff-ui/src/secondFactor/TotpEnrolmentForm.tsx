import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TotpEnrolmentResponse } from '@kredi/contracts/staff';
import { CodeActionForm } from './CodeActionForm';

/**
 * Setting up the authenticator app: the QR code the server drew, the key to type in by hand, and the app's first
 * code. `onConfirm` answers the error text to show, or null when the setup is confirmed; `intro` opens the form.
 */
export function TotpEnrolmentForm({
  enrolment,
  onConfirm,
  intro,
}: {
  enrolment: TotpEnrolmentResponse;
  onConfirm: (code: string) => Promise<string | null>;
  intro?: ReactNode;
}) {
  return (
    <CodeActionForm
      name="İki adımlı doğrulama kurulumu"
      action="Kurulumu Onayla"
      busyAction="Onaylanıyor..."
      label="Doğrulama kodu"
      fullWidth
      onSubmit={onConfirm}
    >
      {intro}
      <Typography variant="body2">
        1. Google Authenticator, Microsoft Authenticator gibi bir doğrulama uygulamasıyla bu QR kodunu okutun:
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
        <Box
          component="img"
          src={enrolment.qr_svg}
          alt="Doğrulama uygulaması için QR kodu"
          sx={{ width: 200, height: 200, bgcolor: '#fff' }}
        />
      </Box>
      <Typography variant="body2">QR kodunu okutamıyorsanız bu anahtarı uygulamaya elle girin:</Typography>
      <Typography
        data-testid="manual-key"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', my: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2 }}>
        2. Uygulamanın gösterdiği 6 haneli kodu girin:
      </Typography>
    </CodeActionForm>
  );
}
