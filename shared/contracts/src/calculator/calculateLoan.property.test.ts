import fc from 'fast-check';
import { calculateLoan } from './calculateLoan';
import { AMOUNT_LIMITS, RATE_LIMITS, TERM_LIMITS } from './limits';
import { BUILT_IN_LOAN_TYPES } from './loanTypes';
import { monthlyInstalment } from './paymentPlan';
import { termOptions, vehicleMaxLoan } from './terms';

const kurus = (lira: number) => Math.round(lira * 100);

const validInput = fc.record({
  amount: fc.integer({ min: AMOUNT_LIMITS.min * 100, max: AMOUNT_LIMITS.max * 100 }).map((k) => k / 100),
  months: fc.integer({ min: TERM_LIMITS.min, max: TERM_LIMITS.max }),
  rate: fc.double({ min: RATE_LIMITS.min, max: RATE_LIMITS.max, noNaN: true }),
  kkdf: fc.constantFrom(0, 15),
  bsmv: fc.constantFrom(0, 5, 10, 15),
});

describe('for any valid input', () => {
  it('the schedule reconciles to the kuruş and every figure is finite and non-negative', () => {
    fc.assert(
      fc.property(validInput, ({ amount, months, rate, kkdf, bsmv }) => {
        const outcome = calculateLoan({ kredi_miktari: amount, vade_ay: months, faiz_orani: rate }, { kkdf_orani: kkdf, bsmv_orani: bsmv });
        if (!outcome.ok) return false;
        const { result } = outcome;
        const rows = result.odeme_plani;
        const principals = rows.reduce((sum, row) => sum + kurus(row.anapara), 0);
        const paid = rows.reduce((sum, row) => sum + kurus(row.taksit), 0);
        const figures = rows.flatMap((row) => [row.taksit, row.anapara, row.faiz, row.kkdf, row.bsmv, row.kalan_borc]);
        return (
          rows.length === months &&
          result.aylik_taksit > 0 &&
          Number.isFinite(result.aylik_taksit) &&
          principals === kurus(amount) &&
          rows.at(-1)!.kalan_borc === 0 &&
          paid === kurus(result.toplam_geri_odeme) &&
          figures.every((value) => Number.isFinite(value) && value >= 0) &&
          rows.every((row) => kurus(row.taksit) === kurus(row.anapara) + kurus(row.faiz) + kurus(row.kkdf) + kurus(row.bsmv)) &&
          Number.isFinite(result.yillik_maliyet_orani)
        );
      }),
      { numRuns: 300 },
    );
  });

  it('every month but the last pays the instalment, and the last differs by at most a kuruş a month', () => {
    fc.assert(
      fc.property(validInput, ({ amount, months, rate, kkdf, bsmv }) => {
        const outcome = calculateLoan({ kredi_miktari: amount, vade_ay: months, faiz_orani: rate }, { kkdf_orani: kkdf, bsmv_orani: bsmv });
        if (!outcome.ok) return false;
        const rows = outcome.result.odeme_plani;
        const instalment = kurus(outcome.result.aylik_taksit);
        // At extreme rates the exact principal of the first months is under a kuruş: it is never made negative,
        // so such a month may pay a kuruş or two more than the instalment.
        const off = rows
          .slice(0, -1)
          .filter((row) => kurus(row.taksit) !== instalment && !(row.anapara === 0 && kurus(row.taksit) - instalment <= 2));
        return off.length === 0 && Math.abs(kurus(rows.at(-1)!.taksit) - instalment) <= months;
      }),
      { numRuns: 300 },
    );
  });

  it('an offer instalment equals the plan instalment at the same rate', () => {
    fc.assert(
      fc.property(validInput, ({ amount, months, rate }) => {
        const taxes = { kkdf_orani: 15, bsmv_orani: 15 };
        const outcome = calculateLoan({ kredi_miktari: amount, vade_ay: months, faiz_orani: rate }, taxes);
        return outcome.ok && outcome.result.aylik_taksit === monthlyInstalment(amount, months, rate, taxes);
      }),
    );
  });

  it('whatever the page offers for a type is accepted by the calculation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUILT_IN_LOAN_TYPES.filter((type) => !type.bakim_modu)),
        fc.integer({ min: AMOUNT_LIMITS.min, max: 5_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.nat(),
        (type, wanted, vehicleValue, pick) => {
          const vehicle = type.arac_bantlari.length > 0 ? vehicleValue : undefined;
          const cap = vehicle === undefined ? wanted : Math.min(wanted, vehicleMaxLoan(type.arac_bantlari, vehicle));
          fc.pre(cap >= AMOUNT_LIMITS.min);
          const options = termOptions(type, cap, vehicle ?? 0);
          const term = options[pick % options.length]!;
          const outcome = calculateLoan(
            { kredi_miktari: cap, vade_ay: term, faiz_orani: 3.99, kredi_turu: type.id, arac_degeri: vehicle },
            type,
          );
          return outcome.ok;
        },
      ),
    );
  });
});
