import { checkFormula, creditFormulaLimits, creditFormulaMessages, previewFormula, type CreditFormula, type CreditFormulaBody, type FormulaPreviewRow } from '@kredi/contracts/admin';

export type FormulaFormValues = CreditFormulaBody;

export const EMPTY_FORMULA: FormulaFormValues = { name: '', description: '', formula: '', active: true };

export function formValuesOf(formula: CreditFormula): FormulaFormValues {
  return { name: formula.name, description: formula.description, formula: formula.formula, active: formula.active };
}

export interface FormulaFormCheck {
  errors: Partial<Record<keyof FormulaFormValues, string>>;
  /** The preview rows when the formula reads. */
  preview: FormulaPreviewRow[] | null;
}

/** The same rules the API applies on save: the page shows them while typing, the server has the last word. */
export function checkFormulaForm(values: FormulaFormValues): FormulaFormCheck {
  const errors: FormulaFormCheck['errors'] = {};
  const name = values.name.trim();
  if (!name) errors.name = creditFormulaMessages.nameRequired;
  else if (name.length > creditFormulaLimits.name) errors.name = creditFormulaMessages.nameTooLong;
  if (values.description.trim().length > creditFormulaLimits.description) errors.description = creditFormulaMessages.descriptionTooLong;
  const checked = checkFormula(values.formula.trim());
  if (!checked.ok) errors.formula = checked.message;
  return { errors, preview: checked.ok ? previewFormula(checked.value) : null };
}

/** What is sent: trimmed texts. */
export function toFormulaBody(values: FormulaFormValues): CreditFormulaBody {
  return { name: values.name.trim(), description: values.description.trim(), formula: values.formula.trim(), active: values.active };
}
