import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { parsePhone } from '@kredi/contracts/common';
import {
  checkCustomerEdit,
  CUSTOMER_EDIT_LABELS,
  type CustomerDetail,
  type CustomerEditBody,
  type CustomerEditField,
} from '@kredi/contracts/crm';
import {
  AYLIK_ODEME_OPTIONS,
  BASVURU_ADEDI_OPTIONS,
  KANUNI_TAKIP_OPTIONS,
  MEVCUT_LIMIT_OPTIONS,
  PROVINCE_OPTIONS,
  SGK_OPTIONS,
  SON_KREDI_OPTIONS,
  YAS_OPTIONS,
  type FormOption,
} from '@kredi/contracts/users';
import { ServerError } from '../../lib/ServerError';
import { useEditCustomerMutation } from '../../lib/ownerApi';

type Values = Record<CustomerEditField, string>;

/** The select fields with the public form's own option lists. */
const SELECTS: Array<[CustomerEditField, readonly FormOption<string | number>[]]> = [
  ['city', PROVINCE_OPTIONS],
  ['age', YAS_OPTIONS],
  ['sgk_status', SGK_OPTIONS],
  ['legal_followup', KANUNI_TAKIP_OPTIONS],
  ['last_credit_usage', SON_KREDI_OPTIONS],
  ['current_account_limit', MEVCUT_LIMIT_OPTIONS],
  ['monthly_credit_payment', AYLIK_ODEME_OPTIONS],
  ['last_3_months_credit_applications', BASVURU_ADEDI_OPTIONS],
];

const number = (value: string) => (value === '' ? Number.NaN : Number(value));

/** The form's strings as the wire body. */
function toBody(v: Values): CustomerEditBody {
  return {
    name: v.name,
    surname: v.surname,
    // '0532 123 45 67' and '+90 532…' are the 10 digits; anything else stays as typed and fails the form's rule.
    phone: parsePhone(v.phone) ?? v.phone,
    city: v.city,
    age: number(v.age),
    sgk_status: number(v.sgk_status),
    legal_followup: number(v.legal_followup),
    last_credit_usage: number(v.last_credit_usage),
    current_account_limit: number(v.current_account_limit),
    monthly_credit_payment: number(v.monthly_credit_payment),
    last_3_months_credit_applications: number(v.last_3_months_credit_applications),
  };
}

function initialValues(c: CustomerDetail): Values {
  return {
    name: c.ad,
    surname: c.soyad,
    phone: c.phone ? `0${c.phone}` : '',
    city: c.city,
    age: String(c.age),
    sgk_status: String(c.sgk_status),
    legal_followup: String(c.legal_followup),
    last_credit_usage: String(c.last_credit_usage),
    current_account_limit: String(c.current_account_limit),
    monthly_credit_payment: String(c.monthly_credit_payment),
    last_3_months_credit_applications: String(c.last_3_months_credit_applications),
  };
}

/**
 * 'Bilgileri Düzenle' (KVKK rectification): name, phone, city and the form's answers, checked with
 * the public form's rules (contracts/crm checkCustomerEdit) here and on the server. The server records each change
 * with its value before and after.
 */
export function CustomerEditForm({ customer, onClose }: { customer: CustomerDetail; onClose: (message?: string) => void }) {
  const [edit, state] = useEditCustomerMutation();
  const formik = useFormik<Values>({
    initialValues: initialValues(customer),
    validate: (values) => checkCustomerEdit(toBody(values)).errors,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await edit({ id: customer.id, body: checkCustomerEdit(toBody(values)).values }).unwrap();
        onClose(answer.message);
      } catch (error) {
        const fields = (error as { data?: { errors?: Record<string, string> } }).data?.errors;
        if (fields) helpers.setErrors(fields);
      }
    },
  });
  const fieldProps = (field: CustomerEditField) => ({
    id: `edit-${field}`,
    name: field,
    label: CUSTOMER_EDIT_LABELS[field],
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(formik.touched[field] && formik.errors[field]),
    helperText: formik.touched[field] ? formik.errors[field] : undefined,
  });
  return (
    <Box
      component="form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label="Müşteri bilgilerini düzenle"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Bilgileri Düzenle
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TextField {...fieldProps('name')} slotProps={{ htmlInput: { maxLength: 50 } }} />
        <TextField {...fieldProps('surname')} slotProps={{ htmlInput: { maxLength: 50 } }} />
        {/* Room for the longest usual writing, '+90 (533) 987 65 42'; the contract's rule decides what is valid. */}
        <TextField {...fieldProps('phone')} type="tel" slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel' } }} />
        {SELECTS.map(([field, options]) => (
          <TextField key={field} select {...fieldProps(field)} onChange={(e) => void formik.setFieldValue(field, e.target.value)}>
            {options.map((o) => (
              <MenuItem key={o.value} value={String(o.value)}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <ServerError error={state.error} testId="edit-error" />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={() => onClose()}>İptal</Button>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Kaydet
        </Button>
      </Box>
    </Box>
  );
}
