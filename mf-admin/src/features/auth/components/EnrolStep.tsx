import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { adminAuthMessages as m, type AdminSessionGranted } from '@kredi/contracts/admin';
import { RecoveryCodeList } from '../../../components/secondFactor/RecoveryCodeList';
import { TotpEnrolmentForm } from '../../../components/secondFactor/TotpEnrolmentForm';
import { useAdminEnrolConfirmMutation, useAdminEnrolStartMutation } from '../../../session/adminAuthApi';
import { secondFactorErrorText } from '../lib/secondFactorErrorText';

/**
 * Enrolling the second factor right after the password (required outside demo mode): the QR code the server drew,
 * the key to type in by hand, the app's first code, then the recovery codes, shown this once.
 */
export function EnrolStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: AdminSessionGranted) => void;
  onRestart: () => void;
}) {
  const [start, started] = useAdminEnrolStartMutation();
  const [confirm, confirming] = useAdminEnrolConfirmMutation();
  const [done, setDone] = useState<{ codes: string[]; session: AdminSessionGranted | null; message: string } | null>(null);

  useEffect(() => {
    void start({ challenge });
  }, [start, challenge]);

  if (done) {
    return (
      <Box>
        <Alert severity="success" sx={{ mb: 2 }}>
          {done.message}
        </Alert>
        <RecoveryCodeList codes={done.codes} />
        <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={() => done.session && onSignedIn(done.session)}>
          Kodları kaydettim, devam et
        </Button>
      </Box>
    );
  }

  const onConfirm = async (code: string) => {
    try {
      const answer = await confirm({ challenge, code }).unwrap();
      setDone({ codes: answer.recovery_codes, session: answer.session, message: answer.message });
      return null;
    } catch (failure) {
      return secondFactorErrorText(failure);
    }
  };

  return (
    <Box>
      {started.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {secondFactorErrorText(started.error)}
        </Alert>
      )}
      {started.data && (
        <TotpEnrolmentForm
          enrolment={started.data}
          onConfirm={onConfirm}
          busy={confirming.isLoading}
          intro={
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {m.enrolRequired}
            </Alert>
          }
        />
      )}
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onRestart}>
        Başka bir hesapla giriş yap
      </Button>
    </Box>
  );
}
