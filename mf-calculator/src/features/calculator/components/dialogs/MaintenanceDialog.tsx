import DialogContentText from '@mui/material/DialogContentText';
import { calculatorMessages as m, maintenanceMessage, type LoanType } from '@kredi/contracts/calculator';
import { InfoDialog } from './InfoDialog';

/** Spec 2.10: 'Bakım Modu' with the type's bakim_mesaji or the default text; the selection does not change. */
export default function MaintenanceDialog({ type, onClose }: { type: LoanType; onClose: () => void }) {
  return (
    <InfoDialog open title={m.maintenanceTitle} onClose={onClose}>
      <DialogContentText>{maintenanceMessage(type)}</DialogContentText>
    </InfoDialog>
  );
}
