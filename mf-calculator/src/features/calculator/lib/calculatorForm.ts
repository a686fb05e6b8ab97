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
  /** Told when a change of amount or value shortened the chosen term (the issue: 'the visitor is told'). */
  termNotice: string | null;
}

/** A fresh form for a type: amount, vehicle value and result reset (spec 2.10), term 36 where allowed. */
export function formForType(type: LoanType): CalculatorForm {
  return { typeId: type.id, amount: 0, vehicleValue: 0, term: defaultTermFor(type), termNotice: null };
}

/** The largest amount the type allows now: for taşıt the share of the vehicle value, otherwise the API's bound. */
export function maxAmountFor(type: LoanType, vehicleValue: number): number {
  return needsVehicleValue(type) ? vehicleMaxLoan(type.arac_bantlari, vehicleValue) : AMOUNT_LIMITS.max;
}

/**
 * The amount in use: what was typed, capped at the maximum loan the vehicle value allows now (spec 2.10). The typed
 * amount is kept, so editing the kasko value digit by digit does not wipe it.
 */
export function effectiveAmount(type: LoanType, form: CalculatorForm): number {
  return Math.min(form.amount, maxAmountFor(type, form.vehicleValue));
}

/** The terms offered for the current amount and value. */
export function termsFor(type: LoanType, form: CalculatorForm): number[] {
  return termOptions(type, effectiveAmount(type, form), form.vehicleValue);
}

/** Keeps the term among the allowed ones; says so when it had to shorten it. */
function withAllowedTerm(type: LoanType, form: CalculatorForm): CalculatorForm {
  const options = termsFor(type, form);
  const term = clampTerm(form.term, options);
  if (term === form.term) return form;
  return { ...form, term, termNotice: term < form.term ? m.termClamped(term) : form.termNotice };
}

export function withAmount(type: LoanType, form: CalculatorForm, amount: number): CalculatorForm {
  const capped = Math.min(amount, maxAmountFor(type, form.vehicleValue));
  return withAllowedTerm(type, { ...form, amount: capped, termNotice: null });
}

/** A new vehicle value: the amount in use follows its new maximum (see effectiveAmount), the term its band. */
export function withVehicleValue(type: LoanType, form: CalculatorForm, vehicleValue: number): CalculatorForm {
  return withAllowedTerm(type, { ...form, vehicleValue, termNotice: null });
}

export function withTerm(form: CalculatorForm, term: number): CalculatorForm {
  return { ...form, term, termNotice: null };
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
