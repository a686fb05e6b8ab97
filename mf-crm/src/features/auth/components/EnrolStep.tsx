import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { crmMessages, crmSecondFactorMessages, type VerifyCodeResponse } from '@kredi/contracts/crm';
import { RecoveryCodeList } from '../../../components/secondFactor/RecoveryCodeList';
import { TotpEnrolmentForm } from '../../../components/secondFactor/TotpEnrolmentForm';
import { useStaffEnrolConfirmMutation, useStaffEnrolStartMutation } from '../api/crmAuthApi';
import { signInErrorText } from '../lib/signInError';
import type { SignInStepProps } from './SecondFactorStep';

/**
 * After the SMS code, for an account that must have a second factor and has none (an admin outside demo mode):
 * setting it up, then the recovery codes shown once, then the session.
 */
export function EnrolStep({ challenge, onSignedIn, onRestart }: SignInStepProps) {
  const [start, started] = useStaffEnrolStartMutation();
  const [confirm, confirming] = useStaffEnrolConfirmMutation();
  const [done, setDone] = useState<{ codes: string[]; session: VerifyCodeResponse | null; message: string } | null>(null);

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
      return signInErrorText(failure, crmMessages.verifyFailed);
    }
  };

  return (
    <Box>
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {crmSecondFactorMessages.enrolRequired}
      </Alert>
      {started.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {signInErrorText(started.error, crmMessages.verifyFailed)}
        </Alert>
      )}
      {started.data && <TotpEnrolmentForm enrolment={started.data} onConfirm={onConfirm} busy={confirming.isLoading} />}
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onRestart}>
        Yeni SMS koduyla baştan başla
      </Button>
    </Box>
  );
}
