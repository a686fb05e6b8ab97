import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { VehicleBand } from '@kredi/contracts/calculator';
import { bandLabels } from '../../lib/bandLabels';
import { InfoDialog } from './InfoDialog';

/** The taşıt restrictions modal: loan share and longest term by the vehicle's kasko value, from the rules in force. */
export default function VehicleRestrictionsDialog({ bands, onClose }: { bands: readonly VehicleBand[]; onClose: () => void }) {
  const labels = bandLabels(bands.map((band) => band.ust_deger));
  return (
    <InfoDialog open title="Taşıt Kredisi Kısıtlamaları" onClose={onClose}>
      <DialogContentText>
        Taşıt kredisinde kullanabileceğiniz en yüksek tutar (kasko değerinin yüzdesi olarak) ve en uzun vade, aracın kasko değerine göre
        yasal düzenlemelerle belirlenir:
      </DialogContentText>
      <List dense aria-label="Kasko değerine göre taşıt kredisi sınırları">
        {bands.map((band, index) => (
          <ListItem key={labels[index]} disableGutters divider={index < bands.length - 1}>
            <ListItemText
              primary={labels[index]}
              secondary={
                band.azami_oran > 0
                  ? `En fazla %${band.azami_oran} kredi, en uzun ${band.azami_vade} ay vade`
                  : 'Taşıt kredisi kullanılamaz'
              }
            />
          </ListItem>
        ))}
      </List>
    </InfoDialog>
  );
}
