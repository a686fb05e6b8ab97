import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { SMS_CODE_LENGTH, SMS_RESEND_AFTER_SECONDS, isValidSmsCode } from '@kredi/contracts/users';
import { emptySmsDigits, fillSmsDigits, type SmsSubmitOutcome } from '../lib/smsCode';

interface SmsCodeDialogProps {
  open: boolean;
  /** The ten-digit phone the code was sent to. */
  phone: string;
  verifying: boolean;
  onClose: () => void;
  onSubmit: (code: string) => Promise<SmsSubmitOutcome>;
  /** Asks for a new code (the API's limits apply); true when it was sent. */
  onResend: () => Promise<boolean>;
  resending: boolean;
}

/**
 * Seconds left before a new code may be asked for, counting down from each code sent (the dialog opening, or a
 * resend: `sentCount` changes). Stops at 0.
 */
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

/** The 4-digit SMS code modal: one box per digit, focus moves forward and back, a pasted code fills every box. */
export function SmsCodeDialog({ open, phone, verifying, onClose, onSubmit, onResend, resending }: SmsCodeDialogProps) {
  const [digits, setDigits] = useState(emptySmsDigits);
  const [resent, setResent] = useState(0);
  const secondsLeft = useResendCountdown(open, resent);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const complete = isValidSmsCode(digits.join(''));

  const focusBox = (index: number) => boxes.current[index]?.focus();

  const write = (index: number, typed: string) => {
    const result = fillSmsDigits(digits, index, typed);
    setDigits(result.digits);
    focusBox(result.focus);
  };

  const handleChange = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    if (!typed) {
      setDigits((current) => current.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // Typing into a filled box replaces its digit; longer input (auto-filled code) is spread over the boxes.
    write(index, typed.length <= 2 ? typed.slice(-1) : typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < SMS_CODE_LENGTH - 1) {
      focusBox(index + 1);
    } else if (event.key === 'Enter' && complete) {
      void submit();
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  const close = () => {
    setDigits(emptySmsDigits());
    setResent(0);
    onClose();
  };

  const resend = async () => {
    if (secondsLeft > 0 || resending) return;
    if (!(await onResend())) return;
    setResent((count) => count + 1);
    setDigits(emptySmsDigits());
    focusBox(0);
  };

  const submit = async () => {
    if (!complete || verifying) return;
    const outcome = await onSubmit(digits.join(''));
    if (outcome === 'failed') return;
    setDigits(emptySmsDigits());
    if (outcome === 'wrong') focusBox(0);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="sms-code-title" aria-describedby="sms-code-text" maxWidth="xs" fullWidth>
      <DialogTitle id="sms-code-title" sx={{ pr: 6 }}>
        SMS Doğrulama
        <IconButton aria-label="Kapat" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="sms-code-text" sx={{ mb: 3 }}>
          +90 {phone} numaralı telefonunuza gönderilen 4 haneli doğrulama kodunu giriniz.
        </DialogContentText>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          {digits.map((digit, index) => (
            <TextField
              key={index}
              value={digit}
              inputRef={(element: HTMLInputElement | null) => {
                boxes.current[index] = element;
              }}
              autoFocus={index === 0}
              onChange={(event) => handleChange(index, event.target.value)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
              onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  pattern: '[0-9]*',
                  autoComplete: index === 0 ? 'one-time-code' : 'off',
                  'aria-label': `Doğrulama kodunun ${index + 1}. hanesi`,
                  style: { textAlign: 'center', fontSize: '1.5rem', padding: '12px 0' },
                },
              }}
              sx={{ width: 56 }}
            />
          ))}
        </Stack>
        <Box sx={{ mt: 2.5, textAlign: 'center', minHeight: 36 }}>
          {/* Announced when it changes; the count itself is outside the live region, or it would be read every second. */}
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {resent > 0 ? 'Yeni kod gönderildi. ' : ''}
            {secondsLeft > 0 ? '' : 'Kod ulaşmadıysa yenisini isteyebilirsiniz.'}
          </Typography>
          {secondsLeft > 0 ? (
            <Typography variant="body2" color="text.secondary">
              Yeni kodu {secondsLeft} saniye sonra isteyebilirsiniz.
            </Typography>
          ) : (
            <Button
              size="small"
              onClick={() => void resend()}
              disabled={resending}
              startIcon={resending ? <CircularProgress size={14} color="inherit" /> : undefined}
            >
              Kodu tekrar gönder
            </Button>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Box sx={{ flex: 1 }} />
        <Button onClick={close}>İptal</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!complete || verifying}
          startIcon={verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Gönder
        </Button>
      </DialogActions>
    </Dialog>
  );
}
