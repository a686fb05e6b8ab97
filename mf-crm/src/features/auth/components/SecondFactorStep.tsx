import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { crmMessages, type VerifyCodeResponse } from '@kredi/contracts/crm';
import { secondFactorMessages as m } from '@kredi/contracts/staff';
import { TotpCodeField } from '@kredi/staff-ui/secondFactor';
import { useStaffSecondFactorMutation } from '../api/crmAuthApi';
import { signInErrorText } from '../lib/signInError';

/** A sign-in step after the SMS code: its challenge, what to do with the session, and going back to a new code. */
export interface SignInStepProps {
  challenge: string;
  onSignedIn: (session: VerifyCodeResponse) => void;
  onRestart: () => void;
}

/** After the SMS code, for an account with a second factor: the authenticator app's code, or a recovery code. */
export function SecondFactorStep({ challenge, onSignedIn, onRestart }: SignInStepProps) {
  const [verify, state] = useStaffSecondFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(m.codeRequired);
    try {
      onSignedIn(await verify({ challenge, code: code.trim() }).unwrap());
    } catch (failure) {
      setError(signInErrorText(failure, crmMessages.verifyFailed));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="İki adımlı doğrulama formu">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Doğrulama uygulamanızdaki 6 haneli kodu girin. Telefonunuza erişemiyorsanız kurtarma kodlarınızdan birini kullanabilirsiniz.
      </Typography>
      <TotpCodeField value={code} onChange={setCode} disabled={state.isLoading} allowRecovery autoFocus />
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth disabled={state.isLoading} sx={{ mt: 2 }}>
        {state.isLoading ? 'Doğrulanıyor...' : 'Doğrula ve Giriş Yap'}
      </Button>
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onRestart}>
        Yeni SMS koduyla baştan başla
      </Button>
    </Box>
  );
}
