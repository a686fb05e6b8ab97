import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORMULA_FUNCTION_NAMES, FORMULA_VARIABLES, type CreditFormula } from '@kredi/contracts/admin';
import type { LoanType } from '@kredi/contracts/calculator';
import { DialogButtons } from '../../../components/DialogButtons';
import { failureText, fieldErrors } from '../../../components/apiErrors';
import { useCreateFormulaMutation, useUpdateFormulaMutation } from '../api/formulasApi';
import { checkFormulaForm, EMPTY_FORMULA, formValuesOf, toFormulaBody, type FormulaFormValues } from '../lib/formulaForm';
import { FormulaPreview } from './FormulaPreview';

export interface FormulaDialogProps {
  /** The formula being edited, 'new' for the add dialog, null when closed. */
  editing: CreditFormula | 'new' | null;
  /** The loan types with their taxes in force (the save check and the preview use them). */
  types: readonly LoanType[];
  /** The saved formulas: the preview compares with the type's active one. */
  formulas: readonly CreditFormula[];
  onClose: () => void;
  onSaved: (formula: CreditFormula) => void;
}

const HELP = `Değişkenler: ${FORMULA_VARIABLES.map((v) => `${v.name} (${v.label})`).join(', ')}. İşlemler: + - * / ^ ve parantez. Fonksiyonlar: ${FORMULA_FUNCTION_NAMES.join(', ')}.`;

/** Add and edit (the add button and 'Düzenle'): checked while typing, previewed beside the standard annuity. */
export function FormulaDialog({ editing, types, formulas, onClose, onSaved }: FormulaDialogProps) {
  const [values, setValues] = useState<FormulaFormValues>(EMPTY_FORMULA);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateFormulaMutation();
  const [update, updating] = useUpdateFormulaMutation();
  const busy = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (!editing) return;
    setValues(editing === 'new' ? EMPTY_FORMULA : formValuesOf(editing));
    setSubmitted(false);
    setServerErrors({});
    setFailure(null);
  }, [editing]);

  const check = useMemo(() => checkFormulaForm(values, types, formulas), [values, types, formulas]);
  const errorOf = (field: keyof FormulaFormValues) =>
    serverErrors[field] ?? (submitted || (field === 'formula' && values.formula) ? check.errors[field] : undefined);

  const change = (field: keyof FormulaFormValues, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const save = async () => {
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(check.errors).length > 0 || !editing) return;
    const body = toFormulaBody(values);
    try {
      const saved = editing === 'new' ? await create(body).unwrap() : await update({ id: editing.id, body }).unwrap();
      onSaved(saved);
    } catch (error) {
      setServerErrors(fieldErrors(error));
      setFailure(failureText(error));
    }
  };

  return (
    <Dialog
      open={editing !== null}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="formula-dialog-title"
      // Phones get the whole width for the preview table.
      sx={{ '& .MuiDialog-paper': { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } }}
    >
      <DialogTitle id="formula-dialog-title">{editing === 'new' ? 'Yeni Formül Ekle' : 'Formülü Düzenle'}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Formül Adı"
            value={values.name}
            onChange={(e) => change('name', e.target.value)}
            required
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
            disabled={busy}
          />
          <TextField
            label="Açıklama"
            value={values.description}
            onChange={(e) => change('description', e.target.value)}
            multiline
            minRows={2}
            error={Boolean(errorOf('description'))}
            helperText={errorOf('description')}
            disabled={busy}
          />
          <TextField
            select
            label="Kredi Türü"
            value={values.loan_type}
            onChange={(e) => change('loan_type', e.target.value)}
            required
            error={Boolean(errorOf('loan_type'))}
            helperText={errorOf('loan_type') ?? 'Türün aktif formülü, hesaplama aracındaki aylık taksiti hesaplar.'}
            disabled={busy}
          >
            {types.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.ad}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Formül"
            value={values.formula}
            onChange={(e) => change('formula', e.target.value)}
            required
            multiline
            error={Boolean(errorOf('formula'))}
            helperText={errorOf('formula') ?? HELP}
            disabled={busy}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } } }}
          />
          <FormControlLabel
            control={<Switch checked={values.active} onChange={(e) => change('active', e.target.checked)} disabled={busy} />}
            label={values.active ? 'Aktif (türün diğer aktif formülü pasif olur)' : 'Pasif'}
          />
        </Stack>
        {check.preview ? (
          <FormulaPreview rows={check.preview} />
        ) : (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 2 }}>
            Önizleme, formül okunabildiğinde burada görünür.
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={() => void save()} busy={busy} />
    </Dialog>
  );
}
