import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { RECOVERY_CODES_LOW, type SecondFactorStatusResponse } from '@kredi/contracts/staff';
import { CodeActionForm } from './CodeActionForm';

/** Set up: how many recovery codes are left, renewing them, and turning the factor off (both with the app's current code). */
export function EnrolledFactor({
  status,
  disableHint,
  onRenew,
  onDisable,
}: {
  status: SecondFactorStatusResponse;
  /** Under 'turn it off': what signing in to this app is like without the factor. */
  disableHint: string;
  /** Each answers the error text to show, or null when it was done. */
  onRenew: (code: string) => Promise<string | null>;
  onDisable: (code: string) => Promise<string | null>;
}) {
  return (
    <>
      <Typography data-testid="factor-status">
        Açık. Kullanılmamış kurtarma kodu: <strong>{status.recovery_codes_left}</strong>
      </Typography>
      {status.recovery_codes_left <= RECOVERY_CODES_LOW && (
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
      <CodeActionForm name="Kurtarma kodlarını yenile" action="Yeni Kodlar Oluştur" busyAction="Oluşturuluyor..." onSubmit={onRenew} />
      <Divider sx={{ my: 2 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        İki adımlı doğrulamayı kapat
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {disableHint}
      </Typography>
      <CodeActionForm name="İki adımlı doğrulamayı kapat" action="Kapat" busyAction="Kapatılıyor..." color="error" onSubmit={onDisable} />
    </>
  );
}
