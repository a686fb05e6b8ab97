import { instalmentFormula } from './formulaInstalment';
import { AMOUNT_LIMITS, RATE_LIMITS, TERM_LIMITS } from './limits';
import { calculatorMessages as m } from './messages';
import { annualCostRatePercent, buildPaymentPlan } from './paymentPlan';
import { needsVehicleValue, termRange, vehicleMaxLoan, type TermRules } from './terms';
import type { CalculationRequest, CalculationResult, TaxRates } from './wire';

/**
 * What a calculation is checked and computed with: the tax rates always; the term rules of the loan type when
 * one is named. Without them (no kredi_turu: the general, taxed reading) only the general bounds apply. `formul` is the
 * type's active credit formula (text, read by the safe parser); without one the built-in annuity computes.
 */
export type CalculationRules = TaxRates & Partial<TermRules> & { formul?: string | null | undefined };

export type CalculationOutcome = { ok: true; result: CalculationResult } | { ok: false; message: string };

const round2 = (value: number) => Math.round(value * 100) / 100;
const fail = (message: string): CalculationOutcome => ({ ok: false, message });

function inputError(request: CalculationRequest): string | null {
  const { kredi_miktari: amount, vade_ay: term, faiz_orani: rate } = request;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return m.amountInvalid;
  if (amount < AMOUNT_LIMITS.min) return m.amountTooLow;
  if (amount > AMOUNT_LIMITS.max) return m.amountTooHigh;
  if (!Number.isInteger(term) || term < TERM_LIMITS.min || term > TERM_LIMITS.max) return m.termOutOfRange;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < RATE_LIMITS.min || rate > RATE_LIMITS.max) return m.rateOutOfRange;
  return null;
}

function ruleError(request: CalculationRequest, rules: CalculationRules): string | null {
  if (!rules.vade_secenekleri) return null;
  const termRules: TermRules = {
    vade_secenekleri: rules.vade_secenekleri,
    vade_sinirlari: rules.vade_sinirlari ?? [],
    arac_bantlari: rules.arac_bantlari ?? [],
  };
  const amount = request.kredi_miktari;
  const vehicleValue = request.arac_degeri ?? 0;
  if (needsVehicleValue(termRules)) {
    if (!(vehicleValue > 0)) return m.vehicleValueFirst;
    const maxLoan = vehicleMaxLoan(termRules.arac_bantlari, vehicleValue);
    if (maxLoan < AMOUNT_LIMITS.min) return m.vehicleNoLoan(vehicleValue);
    if (amount > maxLoan) return m.vehicleAmountAboveMax(maxLoan);
  }
  const { min, max } = termRange(termRules, amount, vehicleValue);
  if (request.vade_ay < min) return m.termTooShort(min);
  if (request.vade_ay > max) return m.termTooLong(max);
  return null;
}

/**
 * The one calculation of the product: the API answers with it and the browser falls back to it, so the two always
 * agree. Checks the request against the general bounds and the loan type's rules, then builds the payment plan.
 * Amounts are rounded to the kuruş, rates to 2 decimals.
 */
export function calculateLoan(request: CalculationRequest, rules: CalculationRules): CalculationOutcome {
  const error = inputError(request) ?? ruleError(request, rules);
  if (error) return fail(error);

  const taxes: TaxRates = { kkdf_orani: rules.kkdf_orani, bsmv_orani: rules.bsmv_orani };
  const plan = buildPaymentPlan(request.kredi_miktari, request.vade_ay, request.faiz_orani, taxes, instalmentFormula(rules.formul));
  return {
    ok: true,
    result: {
      kredi_miktari: round2(request.kredi_miktari),
      vade_ay: request.vade_ay,
      faiz_orani: request.faiz_orani,
      kredi_turu: request.kredi_turu ?? null,
      aylik_taksit: plan.instalment,
      toplam_geri_odeme: plan.totals.repayment,
      toplam_faiz: plan.totals.interest,
      toplam_kkdf: plan.totals.kkdf,
      toplam_bsmv: plan.totals.bsmv,
      kkdf_orani: taxes.kkdf_orani,
      bsmv_orani: taxes.bsmv_orani,
      efektif_faiz_orani: round2(plan.monthlyCostRate * 100),
      yillik_maliyet_orani: round2(annualCostRatePercent(plan.monthlyCostRate)),
      odeme_plani: plan.rows,
    },
  };
}
