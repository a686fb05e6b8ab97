import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffMessages as m, type AdminStaff } from '@kredi/contracts/admin';
import { isValidStaffPhone, normalizeStaffPhoneInput } from '@kredi/contracts/crm';
import { DialogButtons } from '../../../components/DialogButtons';
import { failureText, fieldErrors } from '../../../components/apiErrors';
import { useAddStaffMutation } from '../api/staffApi';

/** 'Personel Ekle': the phone the member signs in with (05XXXXXXXXX) and the name the CRM shows. */
export function AddStaffDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (member: AdminStaff) => void }) {
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { isLoading }] = useAddStaffMutation();

  useEffect(() => {
    if (!open) return;
    setPhone('');
    setName('');
    setErrors({});
    setFailure(null);
  }, [open]);

  const save = async () => {
    setFailure(null);
    const found: Record<string, string> = {};
    if (!isValidStaffPhone(phone)) found.phone = m.phoneInvalid;
    if (name.trim().length < 2) found.full_name = m.nameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      onAdded(await add({ phone, full_name: name.trim() }).unwrap());
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureText(error));
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="staff-dialog-title">
      <DialogTitle id="staff-dialog-title">Personel Ekle</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Telefon"
            placeholder="05XXXXXXXXX"
            value={phone}
            onChange={(e) => setPhone(normalizeStaffPhoneInput(e.target.value.replace(/\D/g, '')))}
            required
            error={Boolean(errors.phone)}
            helperText={errors.phone ?? 'Personel bu numaraya gelen kodla CRM’e giriş yapar.'}
            disabled={isLoading}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Ad Soyad"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={Boolean(errors.full_name)}
            helperText={errors.full_name}
            disabled={isLoading}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={() => void save()} busy={isLoading} label="Ekle" />
    </Dialog>
  );
}
