import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { Link as RouterLink } from '@kredi/kernel';
import { countFunnelStep } from '../lib/funnel';
import { MESSAGES } from '../lib/formMessages';
import type { ResultMessage } from '@kredi/contracts/users';
import { CallMeSwitch } from './CallMeSwitch';
import { StepHeading } from './StepHeading';

interface ResultStepProps {
  /** The result texts the API answered with (docs/architecture.md, 'Credit-limit form'). */
  result: ResultMessage;
  phone: string;
  verificationProof: string;
  onAlert: (message: string) => void;
}

/** Step 4: the result the server decided and the call-back switch. */
export function ResultStep({ result: message, phone, verificationProof, onAlert }: ResultStepProps) {
  useEffect(() => countFunnelStep('sonuc'), []);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
      <StepHeading>{MESSAGES.successTitle}</StepHeading>
      {message.limitText && (
        // One paragraph: the amount is the end of the sentence, not a heading of its own.
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          Toplam kredi limitiniz{' '}
          <Box component="span" sx={{ display: 'block', typography: 'h3', color: 'success.main', fontWeight: 800 }}>
            {message.limitText}
          </Box>
        </Typography>
      )}
      {message.lines.map((line) => (
        <Typography key={line} variant="body1">
          {line}
        </Typography>
      ))}
      <Paper variant="outlined" sx={{ p: 2.5, width: '100%', maxWidth: 520 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'left' }}>
          <PhoneInTalkIcon color="primary" />
          <Typography variant="body2">Kredi uzmanlarımız sizi en kısa sürede 850 ile başlayan numaramızdan arayacaktır.</Typography>
        </Stack>
        <Divider sx={{ my: 2 }} />
        <CallMeSwitch phone={phone} verificationProof={verificationProof} onAlert={onAlert} />
      </Paper>
      <Button component={RouterLink} to="/" nativeButton={false} variant="text">
        Ana Sayfaya Dön
      </Button>
    </Stack>
  );
}
