/**
 * Amount bands of the calculation counter (admin dashboard 'Kredi Hesaplamaları'): lower bounds in TL. A
 * calculation is counted by loan type, band and Istanbul day only, so the counter holds no personal data.
 */
export const CALCULATION_AMOUNT_BANDS = [10_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000] as const;

/** '100000-249999' for 120,000; '2500000+' for the last band. */
export function calculationAmountBand(amount: number): string {
  const bands = CALCULATION_AMOUNT_BANDS;
  let index = 0;
  while (index + 1 < bands.length && amount >= bands[index + 1]!) index += 1;
  const next = bands[index + 1];
  return next === undefined ? `${bands[index]}+` : `${bands[index]}-${next - 1}`;
}

/** The counter's key when no loan type was named (the general, taxed reading). */
export const UNTYPED_CALCULATION = 'genel';
