import type { FormulaInputs } from './grammar';

/** The instalment every formula is shown beside (the calculator's annuity without taxes): P·r·(1+r)^n / ((1+r)^n − 1). */
export function standardAnnuity({ P, r, n }: FormulaInputs): number {
  if (r === 0) return P / n;
  const growth = Math.pow(1 + r, n);
  return (P * r * growth) / (growth - 1);
}

/** The same annuity written as a formula (the seeded samples use it). */
export const STANDARD_ANNUITY_FORMULA = 'P * r * (1 + r)^n / ((1 + r)^n - 1)';

/** Sample inputs a formula is checked on when saved and previewed on: a formula must give a finite number on each. */
export const SAMPLE_INPUTS: readonly FormulaInputs[] = [
  { P: 100_000, r: 0.0399, n: 36 },
  { P: 250_000, r: 0.0299, n: 24 },
  { P: 1_500_000, r: 0.0249, n: 120 },
];

export interface SampleCreditFormula {
  name: string;
  description: string;
  /** The loan type whose calculation it drives when active. */
  loanType: string;
  formula: string;
  active: boolean;
}

/**
 * The four samples (docs/admin.md, 'Credit formulas'): three active, KOBİ passive with the same formula times 0.95. The
 * annuity with r as the calculator passes it (taxes included) is the calculator's own, so seeding them changes no
 * figure a visitor sees; KOBİ belongs to the commercial type (ticari).
 */
export const SAMPLE_CREDIT_FORMULAS: readonly SampleCreditFormula[] = [
  {
    name: 'Standart Konut Kredisi',
    description: 'Konut kredileri için eşit taksitli standart ödeme formülü.',
    loanType: 'konut',
    formula: STANDARD_ANNUITY_FORMULA,
    active: true,
  },
  {
    name: 'Taşıt Kredisi',
    description: 'Taşıt kredileri için eşit taksitli ödeme formülü.',
    loanType: 'tasit',
    formula: STANDARD_ANNUITY_FORMULA,
    active: true,
  },
  {
    name: 'İhtiyaç Kredisi',
    description: 'İhtiyaç (tüketici) kredileri için eşit taksitli ödeme formülü.',
    loanType: 'ihtiyac',
    formula: STANDARD_ANNUITY_FORMULA,
    active: true,
  },
  {
    name: 'KOBİ Kredisi',
    description: 'KOBİ kredileri için %5 indirimli taksit formülü.',
    loanType: 'ticari',
    formula: `(${STANDARD_ANNUITY_FORMULA}) * 0.95`,
    active: false,
  },
];
