import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** 'İptal' and the dialog's main action (Kaydet, Ekle), both off while it works. */
export function DialogButtons({
  onCancel,
  onConfirm,
  busy,
  label = 'Kaydet',
}: {
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  label?: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        İptal
      </Button>
      <Button variant="contained" onClick={onConfirm} disabled={busy}>
        {busy ? 'Kaydediliyor...' : label}
      </Button>
    </DialogActions>
  );
}
