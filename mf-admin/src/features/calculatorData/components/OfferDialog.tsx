import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AdminLoanType } from '@kredi/contracts/admin';
import type { BankOffer } from '@kredi/contracts/calculator';
import { DialogButtons } from '../../../components/DialogButtons';
import { failureText, fieldErrors } from '../../../components/apiErrors';
import { useSaveOfferMutation } from '../api/calculatorDataApi';
import { parseTurkishNumber } from '../lib/numbers';

interface OfferForm {
  kredi_turu: string;
  banka_adi: string;
  banka_logo: string;
  min_tutar: string;
  max_tutar: string;
  max_vade: string;
  faiz_orani: string;
  aktif: boolean;
}

const EMPTY: OfferForm = {
  kredi_turu: 'ihtiyac',
  banka_adi: '',
  banka_logo: '',
  min_tutar: '',
  max_tutar: '',
  max_vade: '36',
  faiz_orani: '',
  aktif: true,
};

const fromOffer = (offer: BankOffer): OfferForm => ({
  kredi_turu: offer.kredi_turu,
  banka_adi: offer.banka_adi ?? '',
  banka_logo: offer.banka_logo ?? '',
  min_tutar: String(offer.min_tutar),
  max_tutar: String(offer.max_tutar),
  max_vade: String(offer.max_vade),
  faiz_orani: String(offer.faiz_orani).replace('.', ','),
  aktif: offer.aktif,
});

const NUMBER_FIELDS = [
  { name: 'min_tutar', label: 'En az tutar (TL)' },
  { name: 'max_tutar', label: 'En fazla tutar (TL)' },
  { name: 'max_vade', label: 'En uzun vade (ay)' },
  { name: 'faiz_orani', label: 'Aylık faiz (%)' },
] as const;

/** Add or edit a bank offer. */
export function OfferDialog({
  editing,
  types,
  onClose,
}: {
  editing: BankOffer | 'new' | null;
  types: AdminLoanType[];
  onClose: (saved: boolean) => void;
}) {
  const [form, setForm] = useState<OfferForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveOfferMutation();

  useEffect(() => {
    if (!editing) return;
    setForm(editing === 'new' ? EMPTY : fromOffer(editing));
    setErrors({});
    setFailure(null);
  }, [editing]);

  const submit = async () => {
    setFailure(null);
    const numbers = {
      min_tutar: parseTurkishNumber(form.min_tutar),
      max_tutar: parseTurkishNumber(form.max_tutar),
      max_vade: parseTurkishNumber(form.max_vade),
      faiz_orani: parseTurkishNumber(form.faiz_orani, 'any'),
    };
    const invalid = Object.entries(numbers).filter(([, value]) => Number.isNaN(value));
    if (invalid.length > 0) return setErrors(Object.fromEntries(invalid.map(([field]) => [field, 'Lütfen bir sayı girin.'])));
    try {
      await save({
        id: editing === 'new' || !editing ? null : editing.id,
        body: {
          kredi_turu: form.kredi_turu,
          banka_adi: form.banka_adi.trim() || null,
          banka_logo: form.banka_logo.trim() || null,
          ...numbers,
          aktif: form.aktif,
        },
      }).unwrap();
      onClose(true);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureText(error));
    }
  };

  return (
    <Dialog
      open={editing !== null}
      onClose={isLoading ? undefined : () => onClose(false)}
      fullWidth
      maxWidth="sm"
      aria-labelledby="offer-title"
    >
      <DialogTitle id="offer-title">{editing === 'new' ? 'Yeni Teklif' : 'Teklifi Düzenle'}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="Kredi türü"
              value={form.kredi_turu}
              onChange={(e) => setForm({ ...form, kredi_turu: e.target.value })}
              error={Boolean(errors.kredi_turu)}
              helperText={errors.kredi_turu}
            >
              {types.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.ad}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label="Banka adı"
              value={form.banka_adi}
              onChange={(e) => setForm({ ...form, banka_adi: e.target.value })}
              error={Boolean(errors.banka_adi)}
              helperText={errors.banka_adi ?? "Boşsa 'Bilinmeyen Banka' görünür."}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              label="Logo adresi"
              placeholder="/api/media/banks/ornek.svg"
              value={form.banka_logo}
              onChange={(e) => setForm({ ...form, banka_logo: e.target.value })}
              error={Boolean(errors.banka_logo)}
              helperText={errors.banka_logo}
            />
          </Grid>
          {NUMBER_FIELDS.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={field.label}
                value={form[field.name]}
                onChange={(e) => setForm({ ...form, [field.name]: e.target.value })}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name]}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <FormControlLabel
              control={<Switch checked={form.aktif} onChange={(e) => setForm({ ...form, aktif: e.target.checked })} />}
              label="Aktif"
            />
          </Grid>
        </Grid>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons onCancel={() => onClose(false)} onConfirm={() => void submit()} busy={isLoading} />
    </Dialog>
  );
}
