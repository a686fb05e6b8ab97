import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { TermCap } from '@kredi/contracts/calculator';
import { bandLabels } from '../../lib/bandLabels';
import { InfoDialog } from './InfoDialog';

/** The term-limits modal of ihtiyaç: the longest term by amount, from the rules in force. */
export default function TermLimitsDialog({ caps, onClose }: { caps: readonly TermCap[]; onClose: () => void }) {
  const labels = bandLabels(caps.map((cap) => cap.ust_tutar));
  return (
    <InfoDialog open title="Vade Sınırları" onClose={onClose}>
      <DialogContentText>
        İhtiyaç kredilerinde seçebileceğiniz en uzun vade, kredi tutarına göre yasal düzenlemelerle belirlenir:
      </DialogContentText>
      <List dense aria-label="Tutara göre en uzun vadeler">
        {caps.map((cap, index) => (
          <ListItem key={labels[index]} disableGutters>
            <ListItemText primary={`${labels[index]}: en fazla ${cap.azami_vade} ay`} />
          </ListItem>
        ))}
      </List>
    </InfoDialog>
  );
}
