import { calculateLoan } from './calculateLoan';
import { BUILT_IN_LOAN_TYPES } from './loanTypes';
import { calculatorMessages as m } from './messages';
import type { CalculationRequest } from './wire';

const type = (id: string) => BUILT_IN_LOAN_TYPES.find((t) => t.id === id)!;
const TAXED = { kkdf_orani: 15, bsmv_orani: 15 };
const request = (overrides: Partial<CalculationRequest> = {}): CalculationRequest => ({
  kredi_miktari: 100_000,
  vade_ay: 36,
  faiz_orani: 3.99,
  ...overrides,
});

function message(req: CalculationRequest, rules: Parameters<typeof calculateLoan>[1]) {
  const outcome = calculateLoan(req, rules);
  return outcome.ok ? null : outcome.message;
}

describe('calculateLoan', () => {
  it('answers the spec fields plus the tax lines, the cost rates and the plan', () => {
    const outcome = calculateLoan(request({ kredi_turu: 'ihtiyac' }), type('ihtiyac'));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { odeme_plani: plan, ...result } = outcome.result;
    expect(result).toEqual({
      kredi_miktari: 100_000,
      vade_ay: 36,
      faiz_orani: 3.99,
      kredi_turu: 'ihtiyac',
      aylik_taksit: 6189.33,
      toplam_geri_odeme: 222_815.73,
      toplam_faiz: 94_473.63,
      toplam_kkdf: 14_171.05,
      toplam_bsmv: 14_171.05,
      kkdf_orani: 15,
      bsmv_orani: 15,
      efektif_faiz_orani: 5.19,
      yillik_maliyet_orani: 83.46,
    });
    expect(plan).toHaveLength(36);
  });

  it('konut pays no KKDF or BSMV', () => {
    const outcome = calculateLoan(request({ kredi_turu: 'konut' }), type('konut'));
    expect(outcome.ok && outcome.result).toMatchObject({
      aylik_taksit: 5281.37,
      toplam_kkdf: 0,
      toplam_bsmv: 0,
      efektif_faiz_orani: 3.99,
      yillik_maliyet_orani: 59.92,
    });
  });

  it('without a loan type it keeps the general, taxed reading and only the general term bounds', () => {
    const outcome = calculateLoan(request({ kredi_miktari: 300_000, vade_ay: 120 }), TAXED);
    expect(outcome.ok && outcome.result).toMatchObject({ kredi_turu: null, vade_ay: 120, kkdf_orani: 15, bsmv_orani: 15 });
  });

  it('rounds the amount to the kuruş', () => {
    const outcome = calculateLoan(request({ kredi_miktari: 10_000.004 }), TAXED);
    expect(outcome.ok && outcome.result.kredi_miktari).toBe(10_000);
  });

  it.each([
    [{ kredi_miktari: 9_999 }, m.amountTooLow],
    [{ kredi_miktari: 100_000_001 }, m.amountTooHigh],
    [{ kredi_miktari: Number.NaN }, m.amountInvalid],
    [{ vade_ay: 2 }, m.termOutOfRange],
    [{ vade_ay: 121 }, m.termOutOfRange],
    [{ vade_ay: 12.5 }, m.termOutOfRange],
    [{ faiz_orani: -0.01 }, m.rateOutOfRange],
    [{ faiz_orani: 10.01 }, m.rateOutOfRange],
    [{ faiz_orani: Number.POSITIVE_INFINITY }, m.rateOutOfRange],
  ])('rejects %p', (overrides, text) => {
    expect(message(request(overrides), TAXED)).toBe(text);
  });

  it('applies the personal-loan term caps', () => {
    expect(message(request({ kredi_miktari: 125_000, vade_ay: 36 }), type('ihtiyac'))).toBeNull();
    expect(message(request({ kredi_miktari: 125_001, vade_ay: 36 }), type('ihtiyac'))).toBe('Bu tutar için en uzun vade 24 aydır.');
    expect(message(request({ kredi_miktari: 250_001, vade_ay: 24 }), type('ihtiyac'))).toBe('Bu tutar için en uzun vade 12 aydır.');
  });

  it('konut needs at least 12 months', () => {
    expect(message(request({ vade_ay: 6 }), type('konut'))).toBe('Bu kredi türünde en kısa vade 12 aydır.');
  });

  describe('taşıt', () => {
    const tasit = type('tasit');
    it('needs the kasko value', () => {
      expect(message(request({ kredi_miktari: 50_000 }), tasit)).toBe(m.vehicleValueFirst);
      expect(message(request({ kredi_miktari: 50_000, arac_degeri: 0 }), tasit)).toBe(m.vehicleValueFirst);
    });

    it('caps the amount at the share of the value', () => {
      expect(message(request({ kredi_miktari: 280_000, arac_degeri: 400_000, vade_ay: 48 }), tasit)).toBeNull();
      expect(message(request({ kredi_miktari: 280_001, arac_degeri: 400_000 }), tasit)).toBe(
        'Bu araç için en fazla 280.000 TL kredi kullanılabilir.',
      );
    });

    it('caps the term by the value band', () => {
      expect(message(request({ kredi_miktari: 100_000, arac_degeri: 400_001, vade_ay: 48 }), tasit)).toBe(
        'Bu tutar için en uzun vade 36 aydır.',
      );
    });

    it('gives no loan above 2,000,000 TL of value', () => {
      expect(message(request({ kredi_miktari: 100_000, arac_degeri: 2_000_001, vade_ay: 12 }), tasit)).toBe(
        '2.000.001 TL kasko değerindeki araçlar için taşıt kredisi kullanılamaz.',
      );
    });
  });
});
