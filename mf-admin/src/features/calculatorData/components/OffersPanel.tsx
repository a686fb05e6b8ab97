import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import { formatLira, formatNumberTR } from '@kredi/kernel';
import type { AdminLoanType } from '@kredi/contracts/admin';
import type { BankOffer } from '@kredi/contracts/calculator';
import { AdminListTable } from '../../../components/AdminListTable';
import { DeleteButton, EditButton } from '../../../components/RowActions';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { useDeleteOfferMutation } from '../api/calculatorDataApi';
import { OfferDialog } from './OfferDialog';

const percent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** Bank offers: add, edit, delete. */
export function OffersPanel({ offers, types }: { offers: BankOffer[]; types: AdminLoanType[] }) {
  const [editing, setEditing] = useState<BankOffer | 'new' | null>(null);
  const [deleteOffer] = useDeleteOfferMutation();
  const { notify } = useNotifiedAction();
  const remove = useConfirmedAction(
    (offer: BankOffer) => deleteOffer(offer.id).unwrap(),
    () => 'Teklif silindi.',
  );
  const typeName = (id: string) => types.find((type) => type.id === id)?.ad ?? id;
  const bank = (offer: BankOffer) => offer.banka_adi ?? 'Bilinmeyen Banka';

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Yeni Teklif
        </Button>
      </Box>
      <AdminListTable
        rows={offers}
        label="Banka teklifleri"
        rowKey={(offer) => offer.id}
        columns={[
          {
            header: 'Banka',
            cell: (offer) => (
              <>
                <Box sx={{ fontWeight: 600 }}>{bank(offer)}</Box>
                {!offer.aktif && <Chip size="small" label="Pasif" sx={{ mt: 0.5 }} />}
              </>
            ),
          },
          { header: 'Tür', cell: (offer) => typeName(offer.kredi_turu), from: 'sm' },
          { header: 'Tutar', cell: (offer) => `${formatLira(offer.min_tutar)} – ${formatLira(offer.max_tutar)}`, from: 'md' },
          { header: 'Vade', cell: (offer) => `${formatNumberTR(offer.max_vade)} ay`, from: 'md' },
          { header: 'Faiz', cell: (offer) => `%${percent.format(offer.faiz_orani)}` },
        ]}
        actions={(offer) => (
          <>
            <EditButton subject={`${bank(offer)} (${offer.id})`} onClick={() => setEditing(offer)} />
            <DeleteButton subject={`${bank(offer)} (${offer.id})`} onClick={() => remove.ask(offer)} />
          </>
        )}
        confirm={{
          title: 'Teklifi Silmek İstediğinize Emin Misiniz?',
          text: 'Bu işlem geri alınamaz. Teklif hesaplama sayfasında artık görünmez.',
          confirmLabel: 'Sil',
          ...remove.dialog,
        }}
      />
      <OfferDialog
        editing={editing}
        types={types}
        onClose={(saved) => {
          if (saved) notify('Teklif kaydedildi.');
          setEditing(null);
        }}
      />
    </>
  );
}
