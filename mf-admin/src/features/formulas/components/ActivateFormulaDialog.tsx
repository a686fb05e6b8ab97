import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CreditFormula } from '@kredi/contracts/admin';
import type { LoanType } from '@kredi/contracts/calculator';
import { DialogButtons } from '../../../components/DialogButtons';
import { previewFor } from '../lib/formulaForm';
import { FormulaPreview } from './FormulaPreview';

export interface ActivateFormulaDialogProps {
  /** The passive formula about to be activated; null when closed. */
  formula: CreditFormula | null;
  types: readonly LoanType[];
  formulas: readonly CreditFormula[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Aktif Yap' asks first and shows what visitors will be quoted instead of today's figures. */
export function ActivateFormulaDialog({ formula, types, formulas, busy, onConfirm, onCancel }: ActivateFormulaDialogProps) {
  const type = formula ? types.find((candidate) => candidate.id === formula.loan_type) : undefined;
  const replaced = formula ? formulas.find((other) => other.loan_type === formula.loan_type && other.active) : undefined;
  const preview = formula && type ? previewFor(formula.formula, type, formulas) : null;
  return (
    <Dialog open={formula !== null} onClose={busy ? undefined : onCancel} fullWidth maxWidth="md" aria-labelledby="activate-title">
      <DialogTitle id="activate-title">Formül Aktif Yapılsın mı?</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {formula && (
          <DialogContentText>
            '{formula.name}', {type?.ad ?? formula.loan_type} için hesaplama aracının aylık taksitini hesaplayacak.{' '}
            {replaced ? `Şu anki aktif formül '${replaced.name}' pasif olacak.` : 'Şu an standart eşit taksit formülü kullanılıyor.'}
          </DialogContentText>
        )}
        {preview ? (
          <FormulaPreview rows={preview} />
        ) : (
          formula && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Bu formül önizlenemiyor.
            </Alert>
          )
        )}
      </DialogContent>
      <DialogButtons onCancel={onCancel} onConfirm={onConfirm} busy={busy} label="Aktif Yap" />
    </Dialog>
  );
}
