import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminAuthMessages as m, TOTP_CODE_PATTERN, type AdminSessionGranted } from '@kredi/contracts/admin';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
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
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Kurtarma kodlarınız
        </Typography>
        <Box
          component="ol"
          aria-label="Kurtarma kodları"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, pl: 3, my: 1 }}
          data-testid="recovery-codes"
        >
          {done.codes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Bu kodlar yalnızca şimdi gösterilir. Telefonunuza erişemediğinizde her biriyle bir kez giriş yapabilirsiniz.
        </Typography>
        <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={() => done.session && onSignedIn(done.session)}>
          Kodları kaydettim, devam et
        </Button>
      </Box>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!TOTP_CODE_PATTERN.test(code.trim())) return setError(m.secondFactorCodeRequired);
    try {
      const answer = await confirm({ challenge, code: code.trim() }).unwrap();
      setDone({ codes: answer.recovery_codes, session: answer.session, message: answer.message });
    } catch (failure) {
      setError(secondFactorErrorText(failure));
    }
  };

  const enrolment = started.data;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="İki adımlı doğrulama kurulumu">
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {m.enrolRequired}
      </Alert>
      {started.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {secondFactorErrorText(started.error)}
        </Alert>
      )}
      {enrolment && (
        <>
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
          <TextField
            label="Doğrulama kodu"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            required
            fullWidth
            disabled={confirming.isLoading}
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
          />
        </>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!enrolment || confirming.isLoading} sx={{ mt: 3 }}>
        {confirming.isLoading ? 'Onaylanıyor...' : 'Kurulumu Onayla'}
      </Button>
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onRestart}>
        Başka bir hesapla giriş yap
      </Button>
    </Box>
  );
}
