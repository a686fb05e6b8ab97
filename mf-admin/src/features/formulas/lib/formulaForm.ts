import {
  checkCreditFormula,
  creditFormulaLimits,
  creditFormulaMessages,
  previewCreditFormula,
  type CreditFormula,
  type CreditFormulaBody,
  type FormulaPreviewRow,
} from '@kredi/contracts/admin';
import { instalmentFormula, type LoanType } from '@kredi/contracts/calculator';

export type FormulaFormValues = CreditFormulaBody;

export const EMPTY_FORMULA: FormulaFormValues = { name: '', description: '', loan_type: '', formula: '', active: true };

export function formValuesOf(formula: CreditFormula): FormulaFormValues {
  return {
    name: formula.name,
    description: formula.description,
    loan_type: formula.loan_type,
    formula: formula.formula,
    active: formula.active,
  };
}

export interface FormulaFormCheck {
  errors: Partial<Record<keyof FormulaFormValues, string>>;
  /** The preview rows when the formula reads and its loan type is known. */
  preview: FormulaPreviewRow[] | null;
}

/**
 * The type's formula in use today (the stored active one, from the list), parsed; null means the built-in annuity.
 * Reading it from the saved list, not the form, makes the preview answer "what changes for visitors".
 */
export function currentFormulaOf(loanTypeId: string, formulas: readonly CreditFormula[]) {
  return instalmentFormula(formulas.find((formula) => formula.loan_type === loanTypeId && formula.active)?.formula);
}

/** The formula beside the type's current one, with the type's taxes (what the calculator will quote). */
export function previewFor(text: string, type: LoanType, formulas: readonly CreditFormula[]): FormulaPreviewRow[] | null {
  const checked = checkCreditFormula(text, type);
  return checked.ok ? previewCreditFormula(checked.value, type, currentFormulaOf(type.id, formulas)) : null;
}

/** The same rules the API applies on save: the page shows them while typing, the server has the last word. */
export function checkFormulaForm(
  values: FormulaFormValues,
  types: readonly LoanType[],
  formulas: readonly CreditFormula[],
): FormulaFormCheck {
  const errors: FormulaFormCheck['errors'] = {};
  const name = values.name.trim();
  if (!name) errors.name = creditFormulaMessages.nameRequired;
  else if (name.length > creditFormulaLimits.name) errors.name = creditFormulaMessages.nameTooLong;
  if (values.description.trim().length > creditFormulaLimits.description) errors.description = creditFormulaMessages.descriptionTooLong;
  const type = types.find((candidate) => candidate.id === values.loan_type);
  if (!type) errors.loan_type = creditFormulaMessages.loanTypeRequired;
  // Without a type the taxes are unknown: the formula is still read, with none, so typing mistakes show at once.
  const checked = checkCreditFormula(values.formula.trim(), type ?? { kkdf_orani: 0, bsmv_orani: 0 });
  if (!checked.ok) errors.formula = checked.message;
  return { errors, preview: checked.ok && type ? previewFor(values.formula.trim(), type, formulas) : null };
}

/** What is sent: trimmed texts. */
export function toFormulaBody(values: FormulaFormValues): CreditFormulaBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    loan_type: values.loan_type,
    formula: values.formula.trim(),
    active: values.active,
  };
}
