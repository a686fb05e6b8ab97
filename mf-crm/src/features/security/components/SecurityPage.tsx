import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentMeta, Link as RouterLink } from '@kredi/kernel';
import { CRM_SECOND_FACTOR_ROLES } from '@kredi/contracts/staff';
import { SecondFactorSettings } from '@kredi/staff-ui/secondFactor';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { CRM_PATHS } from '../../../lib/paths';
import { errorText, ServerError } from '../../../lib/ServerError';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import {
  useConfirmSecondFactorSetupMutation,
  useDisableSecondFactorMutation,
  useRenewRecoveryCodesMutation,
  useSecondFactorStatusQuery,
  useStartSecondFactorSetupMutation,
} from '../api/securityApi';

function Security() {
  useDocumentMeta('Hesap Güvenliği | Kolay Kredi');
  const status = useSecondFactorStatusQuery();
  const [start] = useStartSecondFactorSetupMutation();
  const [confirm] = useConfirmSecondFactorSetupMutation();
  const [renew] = useRenewRecoveryCodesMutation();
  const [disable] = useDisableSecondFactorMutation();

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
          {status.data && (
            <SecondFactorSettings
              status={status.data}
              calls={{
                start: () => start().unwrap(),
                confirm: (code) => confirm({ code }).unwrap(),
                renew: (code) => renew({ code }).unwrap(),
                disable: (code) => disable({ code }).unwrap(),
              }}
              failureText={(failure) => errorText(failure)}
              setupIntro="Kurulduğunda her girişte SMS kodundan sonra doğrulama uygulamanızdaki kod da sorulur; telefon numaranızı ele geçiren biri tek başına giriş yapamaz."
              disableHint="Yeni bir telefona geçerken kapatıp yeniden kurun. Kapalıyken giriş yalnızca SMS koduyla yapılır."
            />
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
