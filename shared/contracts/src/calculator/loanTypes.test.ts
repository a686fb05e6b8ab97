import { calculationAmountBand } from './calculationBands';
import { BUILT_IN_LOAN_TYPES, loanTypeLabel, maintenanceMessage, visibleLoanTypes } from './loanTypes';
import { calculatorMessages as m, liraText } from './messages';

describe('built-in loan types (the page falls back to them when the API gives none)', () => {
  it('are the four of the spec, ticari in maintenance with a coming-soon text', () => {
    expect(BUILT_IN_LOAN_TYPES.map((t) => t.id)).toEqual(['ihtiyac', 'tasit', 'konut', 'ticari']);
    const ticari = BUILT_IN_LOAN_TYPES.find((t) => t.id === 'ticari')!;
    expect(ticari).toMatchObject({ aktif: true, bakim_modu: true });
    expect(maintenanceMessage(ticari)).toMatch(/yakında/);
  });

  it('tax consumer loans 15 % + 15 % and housing not at all', () => {
    const taxes = Object.fromEntries(BUILT_IN_LOAN_TYPES.map((t) => [t.id, [t.kkdf_orani, t.bsmv_orani]]));
    expect(taxes).toEqual({ ihtiyac: [15, 15], tasit: [15, 15], konut: [0, 0], ticari: [0, 5] });
  });
});

describe('labels and texts', () => {
  it("drops ' Kredisi' from the name", () => {
    expect(BUILT_IN_LOAN_TYPES.map((t) => loanTypeLabel(t.ad))).toEqual(['İhtiyaç', 'Taşıt', 'Konut', 'Ticari']);
    expect(loanTypeLabel('Kredi')).toBe('Kredi');
  });

  it('uses the default maintenance text when the type has none', () => {
    expect(maintenanceMessage({ bakim_mesaji: null })).toBe(m.maintenanceDefault);
    expect(maintenanceMessage({ bakim_mesaji: ' ' })).toBe(m.maintenanceDefault);
  });

  it('shows only active types', () => {
    expect(visibleLoanTypes([{ ...BUILT_IN_LOAN_TYPES[0]!, aktif: false }, BUILT_IN_LOAN_TYPES[1]!]).map((t) => t.id)).toEqual(['tasit']);
  });

  it('writes lira amounts the Turkish way', () => {
    expect(liraText(10_000)).toBe('10.000 TL');
    expect(liraText(1_234_567.5)).toBe('1.234.567,50 TL');
    expect(liraText(999)).toBe('999 TL');
  });
});

describe('calculationAmountBand', () => {
  it.each([
    [10_000, '10000-49999'],
    [49_999.99, '10000-49999'],
    [50_000, '50000-99999'],
    [250_000, '250000-499999'],
    [2_499_999, '1000000-2499999'],
    [2_500_000, '2500000+'],
    [100_000_000, '2500000+'],
  ])('%p -> %p', (amount, band) => {
    expect(calculationAmountBand(amount)).toBe(band);
  });
});
