import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SMS_CODE_LENGTH, SMS_RESEND_AFTER_SECONDS, isValidSmsCode, normalizeSmsCodeInput, usersMessages } from '@kredi/contracts/users';
import type { CodeOutcome, PhoneProof } from '../hooks/usePhoneProof';

interface SmsCodeDialogProps {
  open: boolean;
  phone: string;
  verifying: boolean;
  resending: boolean;
  onClose: () => void;
  onSubmit: (code: string) => Promise<CodeOutcome>;
  onVerified: (proof: PhoneProof) => void;
  onResend: () => Promise<boolean>;
}

/** Seconds before a new code may be asked for, from each code sent (the dialog opening or a resend). */
function useResendCountdown(open: boolean, sentCount: number): number {
  const [left, setLeft] = useState(SMS_RESEND_AFTER_SECONDS);
  useEffect(() => {
    if (!open) return undefined;
    setLeft(SMS_RESEND_AFTER_SECONDS);
    const timer = setInterval(() => setLeft((current) => (current > 1 ? current - 1 : (clearInterval(timer), 0))), 1000);
    return () => clearInterval(timer);
  }, [open, sentCount]);
  return left;
}

/**
 * The SMS code, in one box: the page's own small dialog over the same rules as the credit form's (4 digits, a new
 * code after a minute). A refused code stays in the box with the API's text, so the visitor can correct one digit.
 */
export function SmsCodeDialog({ open, phone, verifying, resending, onClose, onSubmit, onVerified, onResend }: SmsCodeDialogProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [resent, setResent] = useState(0);
  const secondsLeft = useResendCountdown(open, resent);

  useEffect(() => {
    if (!open) return;
    setCode('');
    setProblem(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    if (!isValidSmsCode(code)) {
      setProblem(usersMessages.codeRequired);
      return;
    }
    const outcome = await onSubmit(code);
    if ('verified' in outcome) onVerified(outcome.verified);
    else setProblem(outcome.refused);
  };

  const resend = async () => {
    if (secondsLeft > 0 || resending || !(await onResend())) return;
    setResent((count) => count + 1);
    setCode('');
    setProblem(null);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="kvkk-sms-title" aria-describedby="kvkk-sms-text" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="kvkk-sms-title">SMS Doğrulama</DialogTitle>
        <DialogContent>
          <DialogContentText id="kvkk-sms-text" sx={{ mb: 2 }}>
            +90 {phone} numaralı telefonunuza gönderilen {SMS_CODE_LENGTH} haneli doğrulama kodunu giriniz.
          </DialogContentText>
          <TextField
            label="Doğrulama kodu"
            value={code}
            onChange={(event) => {
              setCode(normalizeSmsCodeInput(event.target.value));
              setProblem(null);
            }}
            autoFocus
            fullWidth
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: SMS_CODE_LENGTH,
                style: { letterSpacing: '0.4em' },
              },
              formHelperText: { role: problem ? 'alert' : undefined },
            }}
          />
          <Box sx={{ mt: 1, minHeight: 36 }}>
            <Typography role="status" variant="body2" color="text.secondary">
              {resent > 0 ? 'Yeni kod gönderildi. ' : ''}
              {secondsLeft > 0 ? '' : 'Kod ulaşmadıysa yenisini isteyebilirsiniz.'}
            </Typography>
            {secondsLeft > 0 ? (
              <Typography variant="body2" color="text.secondary">
                Yeni kodu {secondsLeft} saniye sonra isteyebilirsiniz.
              </Typography>
            ) : (
              <Button size="small" onClick={() => void resend()} disabled={resending} sx={{ px: 0 }}>
                Kodu tekrar gönder
              </Button>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose}>İptal</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={verifying}
            startIcon={verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Doğrula ve Gönder
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
