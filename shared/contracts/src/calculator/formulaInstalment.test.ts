import fc from 'fast-check';
import { SAMPLE_CREDIT_FORMULAS, STANDARD_ANNUITY_FORMULA } from '../admin/formula/samples';
import { calculateLoan } from './calculateLoan';
import { BUILT_IN_LOAN_TYPES } from './loanTypes';
import type { CalculationRequest } from './wire';

const type = (id: string) => BUILT_IN_LOAN_TYPES.find((t) => t.id === id)!;
const request = (overrides: Partial<CalculationRequest> = {}): CalculationRequest => ({
  kredi_miktari: 100_000,
  vade_ay: 36,
  faiz_orani: 3.99,
  ...overrides,
});

function answer(req: CalculationRequest, rules: Parameters<typeof calculateLoan>[1]) {
  const outcome = calculateLoan(req, rules);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe('the active credit formula drives the calculation', () => {
  it('the seeded annuity formulas give exactly the built-in figures, taxes included (worked example)', () => {
    for (const id of ['ihtiyac', 'tasit', 'konut']) {
      const seeded = SAMPLE_CREDIT_FORMULAS.find((f) => f.loanType === id)!;
      const req = request({ kredi_turu: id, arac_degeri: id === 'tasit' ? 400_000 : undefined });
      expect(answer(req, { ...type(id), formul: seeded.formula })).toEqual(answer(req, type(id)));
    }
    expect(answer(request(), { ...type('ihtiyac'), formul: STANDARD_ANNUITY_FORMULA }).aylik_taksit).toBe(6189.33);
    expect(answer(request({ kredi_turu: 'konut' }), { ...type('konut'), formul: STANDARD_ANNUITY_FORMULA }).aylik_taksit).toBe(5281.37);
  });

  it('holds for any valid input: the annuity formula equals the built-in calculation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 3, max: 120 }),
        fc.integer({ min: 1, max: 1000 }),
        (amount, months, rateBp) => {
          const req = { kredi_miktari: amount, vade_ay: months, faiz_orani: rateBp / 100 };
          const taxes = { kkdf_orani: 15, bsmv_orani: 15 };
          expect(answer(req, { ...taxes, formul: STANDARD_ANNUITY_FORMULA })).toEqual(answer(req, taxes));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('another formula changes the instalment; the plan still repays the amount exactly', () => {
    const result = answer(request(), { ...type('ihtiyac'), formul: `(${STANDARD_ANNUITY_FORMULA}) * 1.1` });
    expect(result.aylik_taksit).toBe(6808.26);
    const principal = result.odeme_plani.reduce((sum, row) => sum + Math.round(row.anapara * 100), 0);
    expect(principal).toBe(10_000_000);
    expect(result.odeme_plani.at(-1)!.kalan_borc).toBe(0);
    for (const row of result.odeme_plani)
      for (const cell of [row.taksit, row.anapara, row.faiz, row.kkdf, row.bsmv]) expect(cell).toBeGreaterThanOrEqual(0);
  });

  it('falls back to the built-in annuity where the formula gives nothing usable (0 % rate, unreadable text)', () => {
    const zero = request({ faiz_orani: 0 });
    expect(answer(zero, { ...type('ihtiyac'), formul: STANDARD_ANNUITY_FORMULA }).aylik_taksit).toBe(2777.78);
    expect(answer(request(), { ...type('ihtiyac'), formul: 'P.constructor' }).aylik_taksit).toBe(6189.33);
    expect(answer(request(), { ...type('ihtiyac'), formul: 'P / n * 0.5' }).aylik_taksit).toBe(6189.33);
  });
});
