import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SecondFactorSettings } from '@kredi/staff-ui/secondFactor';
import { AdminLayout } from '../../../components/AdminLayout';
import { failureText } from '../../../components/apiErrors';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import {
  useAdminFactorStatusQuery,
  useConfirmAdminFactorSetupMutation,
  useDisableAdminFactorMutation,
  useRenewAdminRecoveryCodesMutation,
  useStartAdminFactorSetupMutation,
} from '../api/securityApi';

/** /admin/guvenlik: the signed-in admin's own second factor (docs/admin.md, 'Second factor'). */
export default function SecurityPage() {
  const status = useAdminFactorStatusQuery();
  const [start] = useStartAdminFactorSetupMutation();
  const [confirm] = useConfirmAdminFactorSetupMutation();
  const [renew] = useRenewAdminRecoveryCodesMutation();
  const [disable] = useDisableAdminFactorMutation();

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
          <SecondFactorSettings
            status={data}
            calls={{
              start: () => start().unwrap(),
              confirm: (code) => confirm({ code }).unwrap(),
              renew: (code) => renew({ code }).unwrap(),
              disable: (code) => disable({ code }).unwrap(),
            }}
            failureText={failureText}
            setupIntro={
              data.required
                ? 'Yönetim alanı için zorunludur: bir sonraki girişinizde kurmanız istenecek. Şimdi de kurabilirsiniz.'
                : 'Kurulduğunda her girişte şifrenizden sonra doğrulama uygulamanızdaki kod da sorulur.'
            }
            disableHint={
              data.required
                ? 'Yeni bir telefona geçerken kullanın: kapattıktan sonraki ilk girişinizde yeniden kurmanız istenir.'
                : 'Yeni bir telefona geçerken kapatıp yeniden kurun. Kapalıyken giriş yalnızca şifreyle yapılır.'
            }
          />
        </Paper>
      )}
    </AdminLayout>
  );
}
