import { evaluateFormula } from './evaluate';
import { formulaMessages as m } from './messages';
import { parseFormula, type FormulaNode, type FormulaResult } from './parse';
import { SAMPLE_INPUTS } from './samples';

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
