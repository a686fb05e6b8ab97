import { TERM_LIMITS } from './limits';
import type { LoanRules, TermCap, VehicleBand } from './wire';

/*
 * Term and amount limits of a loan type, read from its rules (data from the database, or the built-in defaults):
 * - vade_sinirlari (ihtiyaç): the longest term by amount;
 * - arac_bantlari (taşıt): by the vehicle's kasko value, the largest loan share and the longest term.
 * Every band's upper bound is inclusive ('up to 400,000'); a null bound closes the list.
 */

export type TermRules = Pick<LoanRules, 'vade_secenekleri' | 'vade_sinirlari' | 'arac_bantlari'>;

/** The first band whose upper bound holds `value` (bands are kept in ascending order of their bound). */
function bandFor<T>(bands: readonly T[], bound: (band: T) => number | null, value: number): T | undefined {
  return bands.find((band) => {
    const upper = bound(band);
    return upper === null || value <= upper;
  });
}

export function termCapFor(caps: readonly TermCap[], amount: number): TermCap | undefined {
  return bandFor(caps, (cap) => cap.ust_tutar, amount);
}

export function vehicleBandFor(bands: readonly VehicleBand[], vehicleValue: number): VehicleBand | undefined {
  return bandFor(bands, (band) => band.ust_deger, vehicleValue);
}

/** True when the type's amount depends on a vehicle value (taşıt). */
export function needsVehicleValue(rules: Pick<LoanRules, 'arac_bantlari'>): boolean {
  return rules.arac_bantlari.length > 0;
}

/** The largest loan for a vehicle of this kasko value (whole lira, rounded down); 0 when none is allowed. */
export function vehicleMaxLoan(bands: readonly VehicleBand[], vehicleValue: number): number {
  const band = vehicleBandFor(bands, vehicleValue);
  if (!band || vehicleValue <= 0) return 0;
  return Math.floor((vehicleValue * band.azami_oran) / 100);
}

/** The shortest and longest term allowed for this amount (and vehicle value). */
export function termRange(rules: TermRules, amount: number, vehicleValue = 0): { min: number; max: number } {
  const options = rules.vade_secenekleri;
  let max = options.length ? Math.max(...options) : TERM_LIMITS.max;
  const cap = termCapFor(rules.vade_sinirlari, amount);
  if (cap) max = Math.min(max, cap.azami_vade);
  if (needsVehicleValue(rules) && vehicleValue > 0) {
    const band = vehicleBandFor(rules.arac_bantlari, vehicleValue);
    if (band) max = Math.min(max, band.azami_vade);
  }
  return { min: options.length ? Math.min(...options) : TERM_LIMITS.min, max };
}

/** The terms the page offers for this amount (and vehicle value): the type's options up to the longest allowed. */
export function termOptions(rules: TermRules, amount: number, vehicleValue = 0): number[] {
  const { max } = termRange(rules, amount, vehicleValue);
  return rules.vade_secenekleri.filter((term) => term <= max);
}

/** The term to show among `options`: `term` itself when offered, else the longest offered term below it, else the shortest. */
export function clampTerm(term: number, options: readonly number[]): number {
  if (options.includes(term)) return term;
  const below = options.filter((option) => option < term);
  return below.length ? Math.max(...below) : (options[0] ?? term);
}

/** The term preselected for a type (36 where allowed). */
export function defaultTermFor(rules: TermRules & Pick<LoanRules, 'varsayilan_vade'>, amount = 0, vehicleValue = 0): number {
  return clampTerm(rules.varsayilan_vade, termOptions(rules, amount, vehicleValue));
}

const yearsFormat = (years: number) => String(years).replace('.', ',');

/** '36 Ay', or for a type shown in years (konut, from 12 months): '1,5 Yıl (18 Ay)'. */
export function termLabel(months: number, inYears: boolean): string {
  if (!inYears || months < 12) return `${months} Ay`;
  return `${yearsFormat(Math.round((months / 12) * 100) / 100)} Yıl (${months} Ay)`;
}
