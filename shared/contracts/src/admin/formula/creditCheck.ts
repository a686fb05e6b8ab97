import { monthlyCostRate, monthlyInstalment } from '../../calculator/paymentPlan';
import type { TaxRates } from '../../calculator/wire';
import { checkFormula } from './check';
import { evaluateFormula } from './evaluate';
import { formulaMessages as m } from './messages';
import type { FormulaNode, FormulaResult } from './parse';
import { SAMPLE_INPUTS } from './samples';

/*
 * A credit formula as the calculator uses it: evaluated with r = the loan type's monthly cost rate (the
 * nominal rate with KKDF and BSMV on the interest, calculator/formulaInstalment.ts). The save check and the preview
 * go through the same tax treatment, so what the admin sees is what a visitor will be quoted.
 */

/** The sample inputs with r as the calculator passes it for a loan type with these taxes. */
function taxedSamples(taxes: TaxRates) {
  return SAMPLE_INPUTS.map((inputs) => ({ inputs, taxed: { ...inputs, r: monthlyCostRate(inputs.r * 100, taxes) } }));
}

/**
 * The check on save (API) and while typing (page): the formula reads, and on every sample case its instalment is
 * finite and positive and the total repaid (instalment × n) is at least the amount. A formula that fails here is
 * never stored, so it can never reach visitors.
 */
export function checkCreditFormula(text: string, taxes: TaxRates): FormulaResult<FormulaNode> {
  const checked = checkFormula(text);
  if (!checked.ok) return checked;
  for (const { taxed } of taxedSamples(taxes)) {
    const value = evaluateFormula(checked.value, taxed);
    if (!Number.isFinite(value)) return { ok: false, message: m.notFinite };
    if (!(value > 0)) return { ok: false, message: m.notPositive };
    if (value * taxed.n < taxed.P) return { ok: false, message: m.totalBelowAmount };
  }
  return checked;
}

export interface FormulaPreviewRow {
  /** The sample case, with r the nominal monthly rate (0.0399 = %3,99). */
  inputs: (typeof SAMPLE_INPUTS)[number];
  /** The monthly instalment the calculator would quote with this formula, in TL to the kuruş. */
  value: number;
  /** What it quotes today: the loan type's active formula, or the built-in annuity without one. */
  current: number;
  /** value − current, in TL. */
  difference: number;
}

/** The formula beside the loan type's current one on the sample cases, both with the calculator's tax treatment. */
export function previewCreditFormula(node: FormulaNode, taxes: TaxRates, current: FormulaNode | null): FormulaPreviewRow[] {
  return SAMPLE_INPUTS.map((inputs) => {
    const value = monthlyInstalment(inputs.P, inputs.n, inputs.r * 100, taxes, node);
    const now = monthlyInstalment(inputs.P, inputs.n, inputs.r * 100, taxes, current);
    return { inputs, value, current: now, difference: Math.round((value - now) * 100) / 100 };
  });
}
