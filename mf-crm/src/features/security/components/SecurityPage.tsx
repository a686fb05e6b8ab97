import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, Link as RouterLink } from '@kredi/kernel';
import { CRM_SECOND_FACTOR_ROLES, RECOVERY_CODES_LOW } from '@kredi/contracts/staff';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { RecoveryCodeList } from '../../../components/secondFactor/RecoveryCodeList';
import { CRM_PATHS } from '../../../lib/paths';
import { errorText, ServerError } from '../../../lib/ServerError';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import { useDisableSecondFactorMutation, useRenewRecoveryCodesMutation, useSecondFactorStatusQuery } from '../api/securityApi';
import { CodeActionForm } from '../../../components/secondFactor/CodeActionForm';
import { SetupCard } from './SetupCard';

type Shown = { kind: 'codes'; codes: string[]; message: string } | { kind: 'message'; message: string } | null;

function Security() {
  useDocumentMeta('Hesap Güvenliği | Kolay Kredi');
  const status = useSecondFactorStatusQuery();
  const [renew, renewing] = useRenewRecoveryCodesMutation();
  const [disable, disabling] = useDisableSecondFactorMutation();
  // New recovery codes are shown once, until the page is left or they are acknowledged.
  const [shown, setShown] = useState<Shown>(null);

  const run = (call: (code: string) => Promise<Shown>) => async (code: string) => {
    try {
      setShown(await call(code));
      return null;
    } catch (failure) {
      return errorText(failure);
    }
  };
  const onRenew = run(async (code) => {
    const answer = await renew({ code }).unwrap();
    return { kind: 'codes', codes: answer.recovery_codes, message: answer.message };
  });
  const onDisable = run(async (code) => ({ kind: 'message', message: (await disable({ code }).unwrap()).message }));

  const data = status.data;
  return (
    <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
      <DashboardHeader title="Hesap Güvenliği" />
      <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }}>
        <Button component={RouterLink} to={CRM_PATHS.dashboard} sx={{ justifySelf: 'start' }}>
          ← Panele dön
        </Button>
        <Paper component="section" aria-labelledby="second-factor-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="second-factor-title" component="h2" variant="h6" gutterBottom>
            İki adımlı doğrulama
          </Typography>
          <ServerError error={status.error} testId="status-error" fallback="Durum yüklenemedi. Lütfen sayfayı yenileyin." />
          {shown?.kind === 'codes' ? (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {shown.message}
              </Alert>
              <RecoveryCodeList codes={shown.codes} />
              <Button variant="contained" sx={{ mt: 2 }} onClick={() => setShown(null)}>
                Kodları kaydettim
              </Button>
            </>
          ) : (
            <>
              {shown?.kind === 'message' && (
                <Alert severity="success" role="status" sx={{ mb: 2 }}>
                  {shown.message}
                </Alert>
              )}
              {data && !data.enrolled && <SetupCard onCodes={(codes, message) => setShown({ kind: 'codes', codes, message })} />}
              {data?.enrolled && (
                <>
                  <Typography data-testid="factor-status">
                    Açık. Kullanılmamış kurtarma kodu: <strong>{data.recovery_codes_left}</strong>
                  </Typography>
                  {data.recovery_codes_left <= RECOVERY_CODES_LOW && (
                    <Alert severity="warning" sx={{ mt: 1 }}>
                      Kurtarma kodunuz azaldı. Telefonunuza erişemezseniz giriş yapabilmek için yeni kodlar oluşturun.
                    </Alert>
                  )}
                  <Divider sx={{ my: 2 }} />
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    Kurtarma kodlarını yenile
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    10 yeni kod oluşturulur ve yalnızca bir kez gösterilir; eski kodların hepsi hemen geçersiz olur.
                  </Typography>
                  <CodeActionForm
                    name="Kurtarma kodlarını yenile"
                    action="Yeni Kodlar Oluştur"
                    busyAction="Oluşturuluyor..."
                    busy={renewing.isLoading}
                    onSubmit={onRenew}
                  />
                  <Divider sx={{ my: 2 }} />
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    İki adımlı doğrulamayı kapat
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Yeni bir telefona geçerken kapatıp yeniden kurun. Kapalıyken giriş yalnızca SMS koduyla yapılır.
                  </Typography>
                  <CodeActionForm
                    name="İki adımlı doğrulamayı kapat"
                    action="Kapat"
                    busyAction="Kapatılıyor..."
                    color="error"
                    busy={disabling.isLoading}
                    onSubmit={onDisable}
                  />
                </>
              )}
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

/** /crm/guvenlik: a yönetici's own second factor (docs/crm.md, 'Second factor'). */
export default function SecurityPage() {
  return (
    <RequireCrmSession roles={CRM_SECOND_FACTOR_ROLES}>
      <Security />
    </RequireCrmSession>
  );
}
