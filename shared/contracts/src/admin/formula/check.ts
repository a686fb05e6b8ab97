import { evaluateFormula } from './evaluate';
import type { FormulaInputs } from './grammar';
import { formulaMessages as m } from './messages';
import { parseFormula, type FormulaNode, type FormulaResult } from './parse';
import { SAMPLE_INPUTS, standardAnnuity } from './samples';

/**
 * The check on save (API) and while typing (page): the formula parses, and gives a finite number on every sample
 * input. Division by zero, 10^10^10 and the like are refused here, with a Turkish text.
 */
export function checkFormula(text: string): FormulaResult<FormulaNode> {
  const parsed = parseFormula(text);
  if (!parsed.ok) return parsed;
  const finite = SAMPLE_INPUTS.every((inputs) => Number.isFinite(evaluateFormula(parsed.value, inputs)));
  return finite ? parsed : { ok: false, message: m.notFinite };
}

export interface FormulaPreviewRow {
  inputs: FormulaInputs;
  /** The formula's instalment, rounded to kuruş. */
  value: number;
  /** The standard annuity's instalment on the same inputs, rounded to kuruş. */
  annuity: number;
}

const toKurus = (value: number) => Math.round(value * 100) / 100;

/** The formula beside the standard annuity on the sample inputs (spec 2.14 preview). */
export function previewFormula(node: FormulaNode): FormulaPreviewRow[] {
  return SAMPLE_INPUTS.map((inputs) => ({ inputs, value: toKurus(evaluateFormula(node, inputs)), annuity: toKurus(standardAnnuity(inputs)) }));
}
