import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { formatLira, formatNumberTR } from '@kredi/kernel';
import type { AdminLoanType } from '@kredi/contracts/admin';
import type { BankOffer } from '@kredi/contracts/calculator';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeleteButton, EditButton, RowActions } from '../../../components/RowActions';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { useDeleteOfferMutation } from '../api/calculatorDataApi';
import { OfferDialog } from './OfferDialog';

const percent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** Bank offers (spec 3): add, edit, delete. */
export function OffersPanel({ offers, types }: { offers: BankOffer[]; types: AdminLoanType[] }) {
  const [editing, setEditing] = useState<BankOffer | 'new' | null>(null);
  const [deleteOffer] = useDeleteOfferMutation();
  const { notify } = useNotifiedAction();
  const remove = useConfirmedAction((offer: BankOffer) => deleteOffer(offer.id).unwrap(), () => 'Teklif silindi.');
  const typeName = (id: string) => types.find((type) => type.id === id)?.ad ?? id;
  const bank = (offer: BankOffer) => offer.banka_adi ?? 'Bilinmeyen Banka';

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Yeni Teklif
        </Button>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label="Banka teklifleri">
          <TableHead>
            <TableRow>
              <TableCell>Banka</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Tür</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Tutar</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Vade</TableCell>
              <TableCell>Faiz</TableCell>
              <TableCell align="right">İşlemler</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offers.map((offer) => (
              <TableRow key={offer.id} hover>
                <TableCell>
                  <Box sx={{ fontWeight: 600 }}>{bank(offer)}</Box>
                  {!offer.aktif && <Chip size="small" label="Pasif" sx={{ mt: 0.5 }} />}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{typeName(offer.kredi_turu)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {formatLira(offer.min_tutar)} – {formatLira(offer.max_tutar)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatNumberTR(offer.max_vade)} ay</TableCell>
                <TableCell>%{percent.format(offer.faiz_orani)}</TableCell>
                <TableCell align="right">
                  <RowActions>
                    <EditButton subject={`${bank(offer)} (${offer.id})`} onClick={() => setEditing(offer)} />
                    <DeleteButton subject={`${bank(offer)} (${offer.id})`} onClick={() => remove.ask(offer)} />
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <OfferDialog
        editing={editing}
        types={types}
        onClose={(saved) => {
          if (saved) notify('Teklif kaydedildi.');
          setEditing(null);
        }}
      />
      <ConfirmDialog title="Teklifi Silmek İstediğinize Emin Misiniz?" text="Bu işlem geri alınamaz. Teklif hesaplama sayfasında artık görünmez." confirmLabel="Sil" {...remove.dialog} />
    </>
  );
}
