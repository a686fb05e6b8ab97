import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { adminAuthMessages as m, type AdminSessionGranted } from '@kredi/contracts/admin';
import { TotpCodeField } from '@kredi/staff-ui/secondFactor';
import { useAdminSecondFactorMutation } from '../../../session/adminAuthApi';
import { secondFactorErrorText } from '../lib/secondFactorErrorText';

/** The login's second step: the authenticator app's 6-digit code, or one of the recovery codes. */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: AdminSessionGranted) => void;
  onRestart: () => void;
}) {
  const [verify, state] = useAdminSecondFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(m.secondFactorCodeRequired);
    try {
      onSignedIn(await verify({ challenge, code: code.trim() }).unwrap());
    } catch (failure) {
      setError(secondFactorErrorText(failure));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="İki adımlı doğrulama formu">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Doğrulama uygulamanızdaki 6 haneli kodu girin. Telefonunuza erişemiyorsanız kurtarma kodlarınızdan birini kullanabilirsiniz.
      </Typography>
      <TotpCodeField value={code} onChange={setCode} disabled={state.isLoading} allowRecovery autoFocus />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={state.isLoading} sx={{ mt: 3 }}>
        {state.isLoading ? 'Doğrulanıyor...' : 'Doğrula'}
      </Button>
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onRestart}>
        Başka bir hesapla giriş yap
      </Button>
    </Box>
  );
}
