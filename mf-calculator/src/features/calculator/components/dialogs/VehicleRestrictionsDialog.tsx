import { DialogContentText, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { VehicleBand } from '@kredi/contracts/calculator';
import { bandLabels } from '../../lib/bandLabels';
import { InfoDialog } from './InfoDialog';

/** The taşıt restrictions modal: loan share and longest term by the vehicle's kasko value, from the rules in force. */
export default function VehicleRestrictionsDialog({ bands, onClose }: { bands: readonly VehicleBand[]; onClose: () => void }) {
  const labels = bandLabels(bands.map((band) => band.ust_deger));
  return (
    <InfoDialog open title="Taşıt Kredisi Kısıtlamaları" onClose={onClose}>
      <DialogContentText sx={{ mb: 2 }}>
        Taşıt kredisinde kullanabileceğiniz en yüksek tutar ve en uzun vade, aracın kasko değerine göre yasal düzenlemelerle belirlenir.
      </DialogContentText>
      <Table size="small" aria-label="Kasko değerine göre taşıt kredisi sınırları">
        <TableHead>
          <TableRow>
            <TableCell>Kasko değeri</TableCell>
            <TableCell align="right">En fazla kredi oranı</TableCell>
            <TableCell align="right">En uzun vade</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bands.map((band, index) => (
            <TableRow key={labels[index]}>
              <TableCell>{labels[index]}</TableCell>
              <TableCell align="right">{band.azami_oran > 0 ? `%${band.azami_oran}` : 'Kredi kullanılamaz'}</TableCell>
              <TableCell align="right">{band.azami_oran > 0 ? `${band.azami_vade} ay` : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </InfoDialog>
  );
}
