import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useDeferredMutation } from '@kredi/kernel';
import { isValidPhone } from '@kredi/contracts/common';
import type { CallMeBody } from '@kredi/contracts/users';
import { loadRequestCallMe } from '../api/usersEndpoints';
import { countFunnelStep } from '../lib/funnel';
import { MESSAGES } from '../lib/formMessages';

interface CallMeSwitchProps {
  phone: string;
  /** The proof /verify/ gave for the phone; '' when it was not verified. */
  verificationProof: string;
  onAlert: (message: string) => void;
}

/** callmeSwitch: switching on asks to be called back; a failure switches it back off. */
export function CallMeSwitch({ phone, verificationProof, onAlert }: CallMeSwitchProps) {
  const [checked, setChecked] = useState(false);
  const [requestCallMe, { isLoading }] = useDeferredMutation<CallMeBody, unknown>(loadRequestCallMe);
  const [isSuccess, setSuccess] = useState(false);

  const toggle = async (on: boolean) => {
    // Only switching on does anything: while on, the switch is disabled (sending, or sent).
    if (!on) return;
    if (!verificationProof) return onAlert(MESSAGES.verifyFirst);
    if (!isValidPhone(phone)) return onAlert(MESSAGES.invalidPhone);
    setChecked(true);
    try {
      await requestCallMe({ phone, callme: true, verification_proof: verificationProof });
    } catch {
      setChecked(false);
      onAlert(MESSAGES.callMeError);
      return;
    }
    setSuccess(true);
    countFunnelStep('geri_arama');
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            name="callmeSwitch"
            checked={checked}
            // Once the request is recorded it cannot be taken back from here.
            disabled={isLoading || isSuccess}
            onChange={(_event, on) => void toggle(on)}
          />
        }
        label="Beni hemen arayın"
      />
      {isSuccess && (
        <Typography variant="body2" role="status" sx={{ color: 'success.main' }}>
          Geri arama talebiniz alındı. Uzmanlarımız en kısa sürede sizi arayacak.
        </Typography>
      )}
    </Stack>
  );
}
