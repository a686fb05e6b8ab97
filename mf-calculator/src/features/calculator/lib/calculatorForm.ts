import {
  AMOUNT_LIMITS,
  calculatorMessages as m,
  clampTerm,
  defaultTermFor,
  needsVehicleValue,
  termOptions,
  vehicleMaxLoan,
  type CalculationRequest,
  type LoanType,
} from '@kredi/contracts/calculator';

/** What the visitor has entered on the calculator card. Amounts are whole lira, 0 meaning empty. */
export interface CalculatorForm {
  typeId: string;
  amount: number;
  vehicleValue: number;
  term: number;
  /** The term the visitor chose (or the type's default): the amount and value may shorten `term` below it, never lose it. */
  chosenTerm: number;
  /** Told while the amount or value keeps the term shorter than the one chosen. */
  termNotice: string | null;
  /** Told when a typed amount was above the largest one computed, and the largest was used instead. */
  amountNotice: string | null;
}

/** A fresh form for a type: amount, vehicle value and result reset (docs/calculator.md, 'The page'), term 36 where allowed. */
export function formForType(type: LoanType): CalculatorForm {
  const term = defaultTermFor(type);
  return { typeId: type.id, amount: 0, vehicleValue: 0, term, chosenTerm: term, termNotice: null, amountNotice: null };
}

/** The largest amount the type allows now: for taşıt the share of the vehicle value, otherwise the API's bound. */
export function maxAmountFor(type: LoanType, vehicleValue: number): number {
  return needsVehicleValue(type) ? vehicleMaxLoan(type.arac_bantlari, vehicleValue) : AMOUNT_LIMITS.max;
}

/**
 * The amount in use: what was typed, capped at the maximum loan the vehicle value allows now (docs/calculator.md,
 * 'Terms and bands'). The typed amount is kept, so editing the kasko value digit by digit does not wipe it.
 */
export function effectiveAmount(type: LoanType, form: CalculatorForm): number {
  return Math.min(form.amount, maxAmountFor(type, form.vehicleValue));
}

/** The terms offered for the current amount and value. */
export function termsFor(type: LoanType, form: CalculatorForm): number[] {
  return termOptions(type, effectiveAmount(type, form), form.vehicleValue);
}

/**
 * The chosen term where the amount and value allow it, otherwise the longest allowed below it, with the notice for
 * as long as it stays shortened (not only at the keystroke that shortened it); back to the chosen term once allowed.
 */
function withAllowedTerm(type: LoanType, form: CalculatorForm): CalculatorForm {
  const term = clampTerm(form.chosenTerm, termsFor(type, form));
  return { ...form, term, termNotice: term < form.chosenTerm ? m.termClamped(term) : null };
}

/** A typed amount, capped at the largest the type computes now; a cap above the API's bound is said, not silent. */
export function withAmount(type: LoanType, form: CalculatorForm, amount: number): CalculatorForm {
  const max = maxAmountFor(type, form.vehicleValue);
  const capped = Math.min(amount, max);
  // On taşıt the field's helper already names the vehicle's maximum.
  const amountNotice = capped < amount && !needsVehicleValue(type) ? m.amountCapped(max) : null;
  return withAllowedTerm(type, { ...form, amount: capped, amountNotice });
}

/** A new vehicle value: the amount in use follows its new maximum (see effectiveAmount), the term its band. */
export function withVehicleValue(type: LoanType, form: CalculatorForm, vehicleValue: number): CalculatorForm {
  return withAllowedTerm(type, { ...form, vehicleValue });
}

export function withTerm(form: CalculatorForm, term: number): CalculatorForm {
  return { ...form, term, chosenTerm: term, termNotice: null };
}

/** Spec 4/5: computed only from 10,000 TL, and on taşıt only once a vehicle value is entered. */
export function isCalculable(type: LoanType, form: CalculatorForm): boolean {
  if (type.bakim_modu || effectiveAmount(type, form) < AMOUNT_LIMITS.min) return false;
  return !needsVehicleValue(type) || form.vehicleValue > 0;
}

/** The body of POST /api/kredi/hesapla/ for this form, at the type's example rate. */
export function requestFor(type: LoanType, form: CalculatorForm): CalculationRequest {
  return {
    kredi_miktari: effectiveAmount(type, form),
    vade_ay: form.term,
    faiz_orani: type.ornek_faiz_orani,
    kredi_turu: type.id,
    ...(needsVehicleValue(type) ? { arac_degeri: form.vehicleValue } : {}),
  };
}
