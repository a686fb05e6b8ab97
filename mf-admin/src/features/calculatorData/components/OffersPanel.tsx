import { useState } from 'react';
import { Box, Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import { formatLira, formatNumberTR } from '@kredi/kernel';
import type { AdminLoanType } from '@kredi/contracts/admin';
import type { BankOffer } from '@kredi/contracts/calculator';
import { failureText } from '../../../components/apiErrors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteOfferMutation } from '../api/calculatorDataApi';
import { OfferDialog } from './OfferDialog';

const percent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** Bank offers (spec 3): add, edit, delete. */
export function OffersPanel({ offers, types }: { offers: BankOffer[]; types: AdminLoanType[] }) {
  const [editing, setEditing] = useState<BankOffer | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<BankOffer | null>(null);
  const [deleteOffer, deleting] = useDeleteOfferMutation();
  const { enqueueSnackbar } = useSnackbar();
  const typeName = (id: string) => types.find((type) => type.id === id)?.ad ?? id;
  const bank = (offer: BankOffer) => offer.banka_adi ?? 'Bilinmeyen Banka';

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteOffer(toDelete.id).unwrap();
      enqueueSnackbar('Teklif silindi.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(failureText(error), { variant: 'error' });
    }
    setToDelete(null);
  };

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
                  <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => setEditing(offer)} aria-label={`${bank(offer)} (${offer.id}): Düzenle`}>
                      Düzenle
                    </Button>
                    <Button size="small" color="error" onClick={() => setToDelete(offer)} aria-label={`${bank(offer)} (${offer.id}): Sil`}>
                      Sil
                    </Button>
                  </Box>
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
          if (saved) enqueueSnackbar('Teklif kaydedildi.', { variant: 'success' });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Teklifi Silmek İstediğinize Emin Misiniz?"
        text="Bu işlem geri alınamaz. Teklif hesaplama sayfasında artık görünmez."
        confirmLabel="Sil"
        busy={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
