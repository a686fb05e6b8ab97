import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
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
import CloseIcon from '@mui/icons-material/Close';
import { SMS_CODE_LENGTH, isValidSmsCode } from '@kredi/contracts/users';
import { emptySmsDigits, fillSmsDigits, type SmsSubmitOutcome } from '../lib/smsCode';

interface SmsCodeDialogProps {
  open: boolean;
  /** The ten-digit phone the code was sent to. */
  phone: string;
  verifying: boolean;
  onClose: () => void;
  onSubmit: (code: string) => Promise<SmsSubmitOutcome>;
}

/** The 4-digit SMS code modal: one box per digit, focus moves forward and back, a pasted code fills every box. */
export function SmsCodeDialog({ open, phone, verifying, onClose, onSubmit }: SmsCodeDialogProps) {
  const [digits, setDigits] = useState(emptySmsDigits);
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
    onClose();
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
