import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TotpEnrolmentForm } from '../../../components/secondFactor/TotpEnrolmentForm';
import { errorText, ServerError } from '../../../lib/ServerError';
import { useConfirmSecondFactorSetupMutation, useStartSecondFactorSetupMutation } from '../api/securityApi';

/** Not set up yet: why it helps, and the setup (QR code, first code); the new recovery codes go to `onCodes`. */
export function SetupCard({ onCodes }: { onCodes: (codes: string[], message: string) => void }) {
  const [start, started] = useStartSecondFactorSetupMutation();
  const [confirm, confirming] = useConfirmSecondFactorSetupMutation();

  const onConfirm = async (code: string) => {
    try {
      const answer = await confirm({ code }).unwrap();
      onCodes(answer.recovery_codes, answer.message);
      return null;
    } catch (failure) {
      return errorText(failure);
    }
  };

  if (started.data) return <TotpEnrolmentForm enrolment={started.data} onConfirm={onConfirm} busy={confirming.isLoading} />;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Kurulduğunda her girişte SMS kodundan sonra doğrulama uygulamanızdaki kod da sorulur; telefon numaranızı ele geçiren biri tek başına
        giriş yapamaz.
      </Typography>
      <ServerError error={started.error} />
      <Button variant="contained" onClick={() => void start()} disabled={started.isLoading}>
        {started.isLoading ? 'Hazırlanıyor...' : 'Kurulumu Başlat'}
      </Button>
    </>
  );
}
