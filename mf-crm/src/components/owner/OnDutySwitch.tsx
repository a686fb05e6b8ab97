import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { selectPersonel, useAppSelector } from '@kredi/kernel';
import { ServerError } from '../../lib/ServerError';
import { useCrmStaffQuery, useSetOnDutyMutation } from '../../lib/ownerApi';

/**
 * 'Görevdeyim': while on, new leads are assigned in turn to this staff member too (only the 'personel'
 * role takes part; docs/crm.md 'Owner').
 */
export function OnDutySwitch() {
  const personel = useAppSelector(selectPersonel);
  const { data } = useCrmStaffQuery();
  const [setOnDuty, state] = useSetOnDutyMutation();
  const me = data?.results.find((s) => s.id === personel?.id);
  if (!me || me.rol !== 'personel') return null;
  return (
    <>
      <FormControlLabel
        control={<Switch size="small" checked={me.gorevde} disabled={state.isLoading} onChange={(e) => void setOnDuty(e.target.checked)} />}
        label="Görevdeyim"
        // Fits the phone's one-line header: the label's own size, no end margin of its own.
        slotProps={{ typography: { variant: 'body2' } }}
        sx={{ mr: 0, ml: 0, gap: 0.5, whiteSpace: 'nowrap' }}
      />
      <ServerError error={state.error} testId="on-duty-error" />
    </>
  );
}
