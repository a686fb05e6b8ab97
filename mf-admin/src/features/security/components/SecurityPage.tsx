import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RECOVERY_CODES_LOW } from '@kredi/contracts/staff';
import { AdminLayout } from '../../../components/AdminLayout';
import { failureText } from '../../../components/apiErrors';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { CodeActionForm } from '../../../components/secondFactor/CodeActionForm';
import { RecoveryCodeList } from '../../../components/secondFactor/RecoveryCodeList';
import { TotpEnrolmentForm } from '../../../components/secondFactor/TotpEnrolmentForm';
import {
  useAdminFactorStatusQuery,
  useConfirmAdminFactorSetupMutation,
  useDisableAdminFactorMutation,
  useRenewAdminRecoveryCodesMutation,
  useStartAdminFactorSetupMutation,
} from '../api/securityApi';

type Shown = { kind: 'codes'; codes: string[]; message: string } | { kind: 'message'; message: string } | null;

/** /admin/guvenlik: the signed-in admin's own second factor (docs/admin.md, 'Second factor'). */
export default function SecurityPage() {
  const status = useAdminFactorStatusQuery();
  const [start, started] = useStartAdminFactorSetupMutation();
  const [confirm, confirming] = useConfirmAdminFactorSetupMutation();
  const [renew, renewing] = useRenewAdminRecoveryCodesMutation();
  const [disable, disabling] = useDisableAdminFactorMutation();
  // New recovery codes are shown once, until they are acknowledged or the page is left.
  const [shown, setShown] = useState<Shown>(null);

  const run = (call: (code: string) => Promise<Shown>) => async (code: string) => {
    try {
      setShown(await call(code));
      return null;
    } catch (failure) {
      return failureText(failure);
    }
  };
  const onConfirm = run(async (code) => {
    const answer = await confirm({ code }).unwrap();
    return { kind: 'codes', codes: answer.recovery_codes, message: answer.message };
  });
  const onRenew = run(async (code) => {
    const answer = await renew({ code }).unwrap();
    return { kind: 'codes', codes: answer.recovery_codes, message: answer.message };
  });
  const onDisable = run(async (code) => ({ kind: 'message', message: (await disable({ code }).unwrap()).message }));

  const data = status.data;
  return (
    <AdminLayout title="Hesap Güvenliği">
      {status.isLoading ? (
        <PageLoading />
      ) : status.isError || !data ? (
        <LoadError onRetry={() => void status.refetch()} />
      ) : (
        <Paper component="section" aria-labelledby="second-factor-title" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <Typography id="second-factor-title" component="h2" variant="h6" gutterBottom>
            İki adımlı doğrulama
          </Typography>
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
              {!data.enrolled &&
                (started.data ? (
                  <TotpEnrolmentForm enrolment={started.data} onConfirm={onConfirm} busy={confirming.isLoading} />
                ) : (
                  <>
                    <Typography variant="body2" sx={{ mb: 2 }}>
                      {data.required
                        ? 'Yönetim alanı için zorunludur: bir sonraki girişinizde kurmanız istenecek. Şimdi de kurabilirsiniz.'
                        : 'Kurulduğunda her girişte şifrenizden sonra doğrulama uygulamanızdaki kod da sorulur.'}
                    </Typography>
                    {started.isError && (
                      <Alert severity="error" sx={{ mb: 2 }}>
                        {failureText(started.error)}
                      </Alert>
                    )}
                    <Button variant="contained" onClick={() => void start()} disabled={started.isLoading}>
                      {started.isLoading ? 'Hazırlanıyor...' : 'Kurulumu Başlat'}
                    </Button>
                  </>
                ))}
              {data.enrolled && (
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
                    {data.required
                      ? 'Yeni bir telefona geçerken kullanın: kapattıktan sonraki ilk girişinizde yeniden kurmanız istenir.'
                      : 'Yeni bir telefona geçerken kapatıp yeniden kurun. Kapalıyken giriş yalnızca şifreyle yapılır.'}
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
      )}
    </AdminLayout>
  );
}
