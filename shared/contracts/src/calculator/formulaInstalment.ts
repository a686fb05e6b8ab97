import { checkFormula } from '../admin/formula/check';
import { evaluateFormula } from '../admin/formula/evaluate';
import { parseFormula, type FormulaNode } from '../admin/formula/parse';
import { STANDARD_ANNUITY_FORMULA } from '../admin/formula/samples';

/*
 * The admin's credit formula of a loan type drives the calculator. The formula is read by the one safe
 * parser (no eval) and evaluated with r = the monthly COST rate of the loan type, i.e. the nominal rate with KKDF and
 * BSMV on its interest (3,99 % → 5,187 % for ihtiyaç, unchanged for konut). That is how the calculator's built-in
 * annuity is taxed, so the seeded annuity formula gives today's figures exactly (6.189,33 TL in the worked example).
 */

// Parsing is cheap, but the API and the page compute with the same few texts over and over: keep the last few.
const parsedTexts = new Map<string, FormulaNode | null>();
const PARSED_TEXTS_KEPT = 32;

/** The formula's tree, or null when the text is refused by the parser (then the built-in annuity applies). */
export function instalmentFormula(text: string | null | undefined): FormulaNode | null {
  if (!text) return null;
  const known = parsedTexts.get(text);
  if (known !== undefined) return known;
  const checked = checkFormula(text);
  const node = checked.ok ? checked.value : null;
  if (parsedTexts.size >= PARSED_TEXTS_KEPT) parsedTexts.delete(parsedTexts.keys().next().value!);
  parsedTexts.set(text, node);
  return node;
}

/**
 * The exact monthly instalment (in the unit of `amount`) a formula gives at the monthly cost rate `costRate`
 * (fraction), or null when it is not usable for these inputs: not finite, not positive, or repaying less than the
 * amount over the term (the save check refuses such formulas on the sample cases; this guard keeps a formula that
 * misbehaves only at other inputs, e.g. a 0 % rate, away from visitors: the built-in annuity answers instead).
 */
export function formulaInstalment(node: FormulaNode, amount: number, months: number, costRate: number): number | null {
  const value = evaluateFormula(node, { P: amount, r: costRate, n: months });
  return Number.isFinite(value) && value > 0 && value * months >= amount ? value : null;
}

let standardTree: string | undefined;

/**
 * True when the formula is the standard annuity (however it is spaced). The calculator then computes it with its
 * numerically stable form (expm1/log1p), so the seeded formulas give today's figures to the kuruş at every input,
 * not only where (1 + r)^n and the stable form happen to round alike.
 */
export function isStandardAnnuity(node: FormulaNode): boolean {
  if (standardTree === undefined) {
    const parsed = parseFormula(STANDARD_ANNUITY_FORMULA);
    standardTree = parsed.ok ? JSON.stringify(parsed.value) : '';
  }
  return JSON.stringify(node) === standardTree;
}
