import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  adminSignedIn,
  selectAdminToken,
  useAppDispatch,
  useAppSelector,
  useDocumentMeta,
  useSiteConfig,
  Navigate,
  useNavigate,
} from '@kredi/kernel';
import { adminAuthMessages as m, isSecondFactorStep, type AdminSecondFactorStep, type AdminSessionGranted } from '@kredi/contracts/admin';
import { useAdminLoginMutation } from '../../../session/adminAuthApi';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { loginErrorText } from '../lib/loginErrorText';
import { DemoHint } from './DemoHint';
import { EnrolStep } from './EnrolStep';
import { SecondFactorStep } from './SecondFactorStep';

/** Spec 9.1: the login goes to the dashboard 1000 ms after success. */
export const LOGIN_REDIRECT_MS = 1000;

/** /admin/login (docs/admin.md, 'Sign-in'): the server checks the credentials; the token is kept under admin_token. */
export default function LoginPage() {
  const { brandName } = useSiteConfig();
  useDocumentMeta(`Yönetici Girişi | ${brandName}`);
  const storedToken = useAppSelector(selectAdminToken);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useAdminLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  // After a correct password, when the second factor is due: its code, or enrolling one first.
  const [step, setStep] = useState<AdminSecondFactorStep | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate(ADMIN_PATHS.dashboard, { replace: true }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  // Already signed in (and not just now): the dashboard's guard checks the session.
  if (storedToken && !signedIn) return <Navigate to={ADMIN_PATHS.dashboard} replace />;

  const openSession = (session: AdminSessionGranted) => {
    setSignedIn(true);
    dispatch(adminSignedIn(session.token));
  };
  const restart = () => {
    setStep(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!username.trim()) return setError(m.usernameRequired);
    if (!password) return setError(m.passwordRequired);
    setWorking(true);
    try {
      const answer = await login({ username: username.trim(), password }).unwrap();
      if (isSecondFactorStep(answer)) {
        setPassword('');
        setWorking(false);
        return setStep(answer);
      }
      openSession(answer);
    } catch (failure) {
      setError(loginErrorText(failure));
      setWorking(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={3} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 440 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
          <LockOutlinedIcon color="primary" sx={{ fontSize: 40, mb: 1 }} />
          <Typography variant="h5" component="h1">
            Yönetici Girişi
          </Typography>
        </Box>
        {signedIn && step && (
          <Alert severity="success" sx={{ mb: 2 }}>
            Giriş başarılı! Yönlendiriliyorsunuz...
          </Alert>
        )}
        {!signedIn && step?.second_factor === 'totp' && (
          <SecondFactorStep challenge={step.challenge} onSignedIn={openSession} onRestart={restart} />
        )}
        {!signedIn && step?.second_factor === 'enrol' && (
          <EnrolStep challenge={step.challenge} onSignedIn={openSession} onRestart={restart} />
        )}
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Yönetici giriş formu" hidden={step !== null}>
          <TextField
            label="Kullanıcı Adı"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            required
            fullWidth
            disabled={working}
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <TextField
            label="Şifre"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
            fullWidth
            disabled={working}
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {signedIn && (
            <Alert severity="success" sx={{ mt: 2 }}>
              Giriş başarılı! Yönlendiriliyorsunuz...
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={working} sx={{ mt: 3 }}>
            {working ? 'Giriş Yapılıyor...' : 'Giriş Yap'}
          </Button>
        </Box>
        <DemoHint />
      </Paper>
    </Box>
  );
}
