import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RecoveryCodesResponse, TotpEnrolmentResponse } from '@kredi/contracts/staff';
import { TotpEnrolmentForm } from './TotpEnrolmentForm';

/**
 * Not set up yet: what the factor adds (`intro`, the app's own words), the button that starts a setup, then the QR
 * code and the first code. A new setup each time this is shown: a secret the server has since replaced is never
 * offered again. The confirmed setup's recovery codes go to `onConfirmed`.
 */
export function FactorSetup({
  intro,
  start,
  confirm,
  onConfirmed,
  failureText,
}: {
  intro: string;
  start: () => Promise<TotpEnrolmentResponse>;
  confirm: (code: string) => Promise<RecoveryCodesResponse>;
  onConfirmed: (answer: RecoveryCodesResponse) => void;
  failureText: (failure: unknown) => string;
}) {
  const [enrolment, setEnrolment] = useState<TotpEnrolmentResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const begin = async () => {
    setStarting(true);
    setStartError(null);
    try {
      setEnrolment(await start());
    } catch (failure) {
      setStartError(failureText(failure));
    } finally {
      setStarting(false);
    }
  };

  const onConfirm = async (code: string) => {
    try {
      onConfirmed(await confirm(code));
      return null;
    } catch (failure) {
      return failureText(failure);
    }
  };

  if (enrolment) return <TotpEnrolmentForm enrolment={enrolment} onConfirm={onConfirm} />;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {startError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {startError}
        </Alert>
      )}
      <Button variant="contained" onClick={() => void begin()} disabled={starting}>
        {starting ? 'Hazırlanıyor...' : 'Kurulumu Başlat'}
      </Button>
    </>
  );
}
