import type { FormulaNode } from '../admin/formula/parse';
import { formulaInstalment, isStandardAnnuity } from './formulaInstalment';
import type { PaymentPlanRow, TaxRates } from './wire';

/*
 * Annuity with taxes on the interest (facts note): each month interest = balance x r, KKDF and BSMV are their rates
 * times that interest, and principal = instalment - interest - KKDF - BSMV. The instalment is the annuity at the
 * monthly cost rate R = r x (1 + kkdf + bsmv).
 *
 * Rounding, in whole kuruş: the exact schedule is computed first; the interest, KKDF and BSMV columns are its running
 * totals rounded (so each column's sum is its exact total rounded, and no row is ever negative); every instalment is
 * the exact one rounded, except the last, which pays what is left. So the principals add up to the amount to the
 * kuruş and the last remaining debt is 0.00. Example (facts note): 100,000 TL, 3.99 %, 36 months, 15 % + 15 %:
 * instalment 6,189.33, interest 94,473.63, KKDF 14,171.05, BSMV 14,171.05 (each tax rounded on its own: the note's
 * combined 28,342.09 rounds their sum once), last instalment 6,189.18.
 */

export interface PaymentPlan {
  /** The monthly instalment (every month but the last, which differs by a few kuruş at most). */
  instalment: number;
  rows: PaymentPlanRow[];
  totals: { repayment: number; interest: number; kkdf: number; bsmv: number };
  /** Monthly cost rate including the taxes, as a fraction (r x (1 + kkdf + bsmv)). */
  monthlyCostRate: number;
}

const toKurus = (lira: number) => Math.round(lira * 100);
const toLira = (kurus: number) => kurus / 100;

/** Monthly cost rate (fraction) of a nominal monthly rate in percent with the taxes on its interest. */
export function monthlyCostRate(monthlyRatePercent: number, taxes: TaxRates): number {
  return (monthlyRatePercent / 100) * (1 + taxes.kkdf_orani / 100 + taxes.bsmv_orani / 100);
}

/**
 * The exact annuity payment of `principal` over `months` at monthly rate `rate` (fraction); straight-line at 0.
 * 1 - (1 + rate)^-months is written with expm1/log1p so that tiny rates do not cancel to 0.
 */
function annuity(principal: number, months: number, rate: number): number {
  return rate === 0 ? principal / months : (principal * rate) / -Math.expm1(-months * Math.log1p(rate));
}

/**
 * The exact instalment in kuruş: the loan type's active formula when it gives a usable value for these inputs,
 * otherwise the built-in annuity (formulaInstalment.ts says why and how r is taxed).
 */
function exactInstalmentKurus(principalKurus: number, months: number, costRate: number, formula?: FormulaNode | null): number {
  const fromFormula = formula && !isStandardAnnuity(formula) ? formulaInstalment(formula, principalKurus / 100, months, costRate) : null;
  return fromFormula === null ? annuity(principalKurus, months, costRate) : fromFormula * 100;
}

/** The monthly instalment in TL, rounded to the kuruş: what an offer card shows at the offer's own rate. */
export function monthlyInstalment(
  amount: number,
  months: number,
  monthlyRatePercent: number,
  taxes: TaxRates,
  formula?: FormulaNode | null,
): number {
  return toLira(Math.round(exactInstalmentKurus(toKurus(amount), months, monthlyCostRate(monthlyRatePercent, taxes), formula)));
}

/** Compounded annual cost rate in percent: (1 + monthly cost)^12 - 1 (facts note), not monthly x 12. */
export function annualCostRatePercent(monthlyCost: number): number {
  return ((1 + monthlyCost) ** 12 - 1) * 100;
}

/** Running-total rounding: the rows of a column whose exact running totals are given, in whole kuruş. */
function roundedSteps(runningTotals: number[]): number[] {
  let previous = 0;
  return runningTotals.map((total) => {
    const rounded = Math.round(total);
    const step = rounded - previous;
    previous = rounded;
    return step;
  });
}

function runningTotals(values: number[]): number[] {
  let sum = 0;
  return values.map((value) => (sum += value));
}

/**
 * The full payment plan. Inputs are assumed valid (amount > 0, whole months >= 1, rates >= 0): `calculateLoan`
 * checks them against the loan type's rules first. With an admin's formula whose instalment is not the annuity, the
 * schedule is the same construction: an instalment above it pays the debt off early (the balance never goes below
 * 0, the months after pay nothing), one below it leaves the rest to the last instalment.
 */
export function buildPaymentPlan(
  amount: number,
  months: number,
  monthlyRatePercent: number,
  taxes: TaxRates,
  formula?: FormulaNode | null,
): PaymentPlan {
  const principalKurus = toKurus(amount);
  const rate = monthlyRatePercent / 100;
  const kkdfRate = taxes.kkdf_orani / 100;
  const bsmvRate = taxes.bsmv_orani / 100;
  const costRate = monthlyCostRate(monthlyRatePercent, taxes);
  const exactInstalment = exactInstalmentKurus(principalKurus, months, costRate, formula);

  // The exact schedule (kuruş, unrounded).
  const interest: number[] = [];
  let balance = principalKurus;
  for (let month = 1; month <= months; month += 1) {
    const monthInterest = balance * rate;
    interest.push(monthInterest);
    balance = Math.max(0, balance - (exactInstalment - monthInterest * (1 + kkdfRate + bsmvRate)));
  }

  const interestRows = roundedSteps(runningTotals(interest));
  const kkdfRows = roundedSteps(runningTotals(interest.map((value) => value * kkdfRate)));
  const bsmvRows = roundedSteps(runningTotals(interest.map((value) => value * bsmvRate)));
  const instalmentKurus = Math.round(exactInstalment);

  const rows: PaymentPlanRow[] = [];
  let remaining = principalKurus;
  let repayment = 0;
  for (let index = 0; index < months; index += 1) {
    const charges = interestRows[index]! + kkdfRows[index]! + bsmvRows[index]!;
    const isLast = index === months - 1;
    // Never a negative principal (possible only at extreme rates, where the exact one is below a kuruş).
    const principal = isLast ? remaining : Math.min(remaining, Math.max(0, instalmentKurus - charges));
    const paid = principal + charges;
    remaining -= principal;
    repayment += paid;
    rows.push({
      ay: index + 1,
      taksit: toLira(paid),
      anapara: toLira(principal),
      faiz: toLira(interestRows[index]!),
      kkdf: toLira(kkdfRows[index]!),
      bsmv: toLira(bsmvRows[index]!),
      kalan_borc: toLira(remaining),
    });
  }

  const sum = (column: number[]) => toLira(column.reduce((a, b) => a + b, 0));
  return {
    instalment: toLira(instalmentKurus),
    rows,
    totals: { repayment: toLira(repayment), interest: sum(interestRows), kkdf: sum(kkdfRows), bsmv: sum(bsmvRows) },
    monthlyCostRate: costRate,
  };
}
