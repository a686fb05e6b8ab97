import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { crmSignedIn, selectCrmToken, useAppDispatch, useAppSelector, useDocumentMeta, useLocation, useNavigate } from '@kredi/kernel';
import {
  crmMessages as m,
  hasStaffPhoneLength,
  isCrmSecondFactorStep,
  isStaffCode,
  normalizeStaffCodeInput,
  normalizeStaffPhoneInput,
  REDIRECT_AFTER_SIGN_IN_MS,
  REDIRECT_WHEN_SIGNED_IN_MS,
  STAFF_CODE_LENGTH,
  STAFF_RESEND_SECONDS,
  type CrmSecondFactorStep,
  type VerifyCodeResponse,
} from '@kredi/contracts/crm';
import { safeReturnPath, sessionExpired } from '../../../lib/returnTo';
import { useSendStaffCodeMutation, useVerifyStaffCodeMutation } from '../api/crmAuthApi';
import { useCountdown } from '../hooks/useCountdown';
import { signInErrorText } from '../lib/signInError';
import { clearSigningOut } from '../../../session/signOutIntent';
import { DemoHint } from './DemoHint';
import { EnrolStep } from './EnrolStep';
import { SecondFactorStep } from './SecondFactorStep';

const PHONE_PASTE_MAX = 20;

type Banner = { kind: 'success' | 'error' | 'info'; text: string } | null;

/**
 * Staff sign-in (docs/crm.md, 'Sign-in'): phone -> 6-digit code -> session, with the 60 s resend countdown. An
 * account with a second factor gets its step after the code (docs/crm.md, 'Second factor').
 */
export default function LoginPage() {
  useDocumentMeta('Personel Girişi | Kolay Kredi');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = safeReturnPath(location.search);
  const storedToken = useAppSelector(selectCrmToken);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [factorStep, setFactorStep] = useState<CrmSecondFactorStep | null>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [banner, setBanner] = useState<Banner>(null);
  const [signedIn, setSignedIn] = useState(false);
  const countdown = useCountdown();
  const [sendCode, sending] = useSendStaffCodeMutation();
  const [verifyCode, verifying] = useVerifyStaffCodeMutation();

  // Already signed in (a stored token): on to the dashboard after 1 s; just signed in: after 1.5 s.
  const redirectAfter = signedIn ? REDIRECT_AFTER_SIGN_IN_MS : storedToken ? REDIRECT_WHEN_SIGNED_IN_MS : null;
  useEffect(() => {
    if (redirectAfter === null) return undefined;
    const timer = setTimeout(() => navigate(returnTo, { replace: true }), redirectAfter);
    return () => clearTimeout(timer);
  }, [navigate, redirectAfter, returnTo]);

  const expiredBanner: Banner = sessionExpired(location.search) ? { kind: 'info', text: m.sessionExpired } : null;
  const shownBanner: Banner =
    banner ?? (storedToken && !signedIn ? { kind: 'info', text: 'Oturumunuz açık. Panele yönlendiriliyorsunuz...' } : expiredBanner);
  const clearError = () => setBanner((current) => (current?.kind === 'error' ? null : current));

  async function onSendCode(event: FormEvent) {
    event.preventDefault();
    if (!hasStaffPhoneLength(phone)) {
      setBanner({ kind: 'error', text: m.phoneInvalid });
      return;
    }
    setBanner(null);
    try {
      await sendCode({ telefon: phone }).unwrap();
      setBanner({ kind: 'success', text: m.codeSent });
      setCode('');
      setStep('code');
      countdown.start(STAFF_RESEND_SECONDS);
    } catch (error) {
      setBanner({ kind: 'error', text: signInErrorText(error, m.sendFailed) });
    }
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (!isStaffCode(code)) {
      setBanner({ kind: 'error', text: m.codeInvalid });
      return;
    }
    setBanner(null);
    try {
      const answer = await verifyCode({ telefon: phone, kod: code }).unwrap();
      if (isCrmSecondFactorStep(answer)) {
        setFactorStep(answer);
        setBanner({ kind: 'info', text: answer.message });
        return;
      }
      finishSignIn(answer);
    } catch (error) {
      setBanner({ kind: 'error', text: signInErrorText(error, m.verifyFailed) });
    }
  }

  function finishSignIn(answer: VerifyCodeResponse) {
    clearSigningOut();
    dispatch(crmSignedIn({ token: answer.token, personel: answer.personel }));
    setFactorStep(null);
    setSignedIn(true);
    setBanner({ kind: 'success', text: m.signedIn });
  }

  function backToPhone() {
    setFactorStep(null);
    setStep('phone');
    setCode('');
    setBanner(null);
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '80vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        <Typography variant="h5" component="h1" gutterBottom>
          Personel Girişi
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          CRM paneline telefonunuza gelen doğrulama koduyla giriş yapın.
        </Typography>
        <DemoHint />
        {shownBanner && (
          <Alert severity={shownBanner.kind} sx={{ mb: 2 }} role={shownBanner.kind === 'error' ? 'alert' : 'status'}>
            {shownBanner.text}
          </Alert>
        )}
        {factorStep?.second_factor === 'totp' ? (
          <SecondFactorStep challenge={factorStep.challenge} onSignedIn={finishSignIn} onRestart={backToPhone} />
        ) : factorStep?.second_factor === 'enrol' ? (
          <EnrolStep challenge={factorStep.challenge} onSignedIn={finishSignIn} onRestart={backToPhone} />
        ) : step === 'phone' ? (
          <Box component="form" onSubmit={onSendCode} noValidate>
            <TextField
              label="Telefon Numarası"
              placeholder="05XXXXXXXXX"
              value={phone}
              onChange={(e) => {
                setPhone(normalizeStaffPhoneInput(e.target.value));
                clearError();
              }}
              helperText="Sistemde kayıtlı telefon numaranızı girin"
              fullWidth
              autoFocus
              // Longer than 11: a pasted '+90 532 123 45 67' is shortened by normalizeStaffPhoneInput, not cut by the browser.
              slotProps={{ htmlInput: { maxLength: PHONE_PASTE_MAX, inputMode: 'tel', autoComplete: 'tel' } }}
            />
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={sending.isLoading || signedIn}>
              {sending.isLoading ? 'Gönderiliyor...' : 'Doğrulama Kodu Gönder'}
            </Button>
          </Box>
        ) : (
          <Box component="form" onSubmit={onVerify} noValidate>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Doğrulama kodu <strong>{phone}</strong> numarasına gönderildi.
            </Typography>
            <TextField
              label="Doğrulama Kodu"
              placeholder="6 haneli kod"
              value={code}
              onChange={(e) => {
                setCode(normalizeStaffCodeInput(e.target.value));
                clearError();
              }}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: STAFF_CODE_LENGTH, inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            />
            <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={verifying.isLoading || signedIn}>
              {verifying.isLoading ? 'Doğrulanıyor...' : 'Doğrula ve Giriş Yap'}
            </Button>
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              {countdown.left > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Yeniden gönder: {countdown.left}s
                </Typography>
              ) : (
                <Link component="button" type="button" variant="body2" onClick={backToPhone} disabled={signedIn}>
                  Kodu yeniden gönder
                </Link>
              )}
            </Box>
          </Box>
        )}
      </Paper>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 3 }} component="footer">
        © 2024 Kolay Kredi Danışmanlık · Personel Paneli
      </Typography>
    </Box>
  );
}
