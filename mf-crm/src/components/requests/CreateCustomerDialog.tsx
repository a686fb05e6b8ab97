import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import * as Yup from 'yup';
import { useNavigate } from '@kredi/kernel';
import { isRequestCustomerCity } from '@kredi/contracts/crm';
import { isValidName, nameInvalidMessage, nameRequiredMessage, PROVINCES, usersMessages } from '@kredi/contracts/users';
import { CRM_PATHS } from '../../lib/paths';
import { ServerError } from '../../lib/ServerError';
import { useRequestToCustomerMutation, type RequestKind } from '../../lib/requestsApi';

// The credit form's name rule (contracts), so the page refuses what the API would.
const nameField = (field: 'ad' | 'soyad') =>
  Yup.string()
    .trim()
    .required(nameRequiredMessage(field))
    .test('name', nameInvalidMessage(field), (v) => isValidName(v ?? ''));
const schema = Yup.object({
  ad: nameField('ad'),
  soyad: nameField('soyad'),
  // One of the 81 provinces or none, as the API takes it.
  sehir: Yup.string().test('city', usersMessages.cityRequired, (v) => isRequestCustomerCity(v ?? '')),
});

/** Makes a customer of a request whose phone matches none, then opens the new file. */
export function CreateCustomerDialog({
  kind,
  requestId,
  open,
  onClose,
}: {
  kind: RequestKind;
  requestId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [create, state] = useRequestToCustomerMutation();
  const navigate = useNavigate();
  const form = useFormik({
    initialValues: { ad: '', soyad: '', sehir: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      const result = await create({ kind, id: requestId, body: values })
        .unwrap()
        .catch(() => undefined);
      if (result) navigate(CRM_PATHS.customer(result.musteri_id));
    },
  });
  const field = (name: 'ad' | 'soyad' | 'sehir', label: string, options?: readonly string[]) => (
    <TextField
      {...form.getFieldProps(name)}
      id={`create-customer-${name}`}
      label={label}
      fullWidth
      margin="dense"
      select={options !== undefined}
      error={form.touched[name] && Boolean(form.errors[name])}
      helperText={form.touched[name] && form.errors[name]}
    >
      {options && [
        <MenuItem key="" value="">
          Seçilmedi
        </MenuItem>,
        ...options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        )),
      ]}
    </TextField>
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-customer-title" fullWidth maxWidth="xs">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="create-customer-title">Talepten Müşteri Oluştur</DialogTitle>
        <DialogContent>
          {field('ad', 'Ad')}
          {field('soyad', 'Soyad')}
          {field('sehir', 'Şehir (isteğe bağlı)', PROVINCES)}
          <ServerError error={state.error} testId="create-customer-error" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>İptal</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            Müşteri Oluştur
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
