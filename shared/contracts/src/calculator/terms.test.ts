import { BUILT_IN_LOAN_TYPES } from './loanTypes';
import { clampTerm, defaultTermFor, termLabel, termOptions, termRange, vehicleBandFor, vehicleMaxLoan } from './terms';

const type = (id: string) => BUILT_IN_LOAN_TYPES.find((t) => t.id === id)!;
const ihtiyac = type('ihtiyac');
const tasit = type('tasit');
const konut = type('konut');

describe('ihtiyaç: the longest term by amount (BDDK, up to and including each bound)', () => {
  it.each([
    [10_000, 36],
    [124_999, 36],
    [125_000, 36],
    [125_001, 24],
    [250_000, 24],
    [250_001, 12],
    [5_000_000, 12],
  ])('%p TL -> %p months', (amount, max) => {
    expect(termRange(ihtiyac, amount).max).toBe(max);
    expect(Math.max(...termOptions(ihtiyac, amount))).toBe(max);
  });

  it('offers the spec list 3..120 filtered by the maximum', () => {
    expect(ihtiyac.vade_secenekleri).toEqual([3, 6, 9, 12, 18, 24, 30, 36, 42, 48, 60, 72, 84, 96, 108, 120]);
    expect(termOptions(ihtiyac, 100_000)).toEqual([3, 6, 9, 12, 18, 24, 30, 36]);
    expect(termOptions(ihtiyac, 200_000)).toEqual([3, 6, 9, 12, 18, 24]);
    expect(termOptions(ihtiyac, 300_000)).toEqual([3, 6, 9, 12]);
  });
});

describe('taşıt: bands on the kasko value (the 2023 rule)', () => {
  it.each([
    [1, 70, 48],
    [400_000, 70, 48],
    [400_001, 50, 36],
    [800_000, 50, 36],
    [800_001, 30, 24],
    [1_200_000, 30, 24],
    [1_200_001, 20, 12],
    [2_000_000, 20, 12],
    [2_000_001, 0, 12],
  ])('kasko %p TL -> %p %% and %p months', (value, share, months) => {
    expect(vehicleBandFor(tasit.arac_bantlari, value)).toMatchObject({ azami_oran: share, azami_vade: months });
    expect(termRange(tasit, 10_000, value).max).toBe(months);
  });

  it('the largest loan is the share of the value, rounded down to the lira', () => {
    expect(vehicleMaxLoan(tasit.arac_bantlari, 400_000)).toBe(280_000);
    expect(vehicleMaxLoan(tasit.arac_bantlari, 400_001)).toBe(200_000);
    expect(vehicleMaxLoan(tasit.arac_bantlari, 333_333)).toBe(233_333);
    expect(vehicleMaxLoan(tasit.arac_bantlari, 2_000_000)).toBe(400_000);
    expect(vehicleMaxLoan(tasit.arac_bantlari, 2_000_001)).toBe(0);
    expect(vehicleMaxLoan(tasit.arac_bantlari, 0)).toBe(0);
  });

  it('offers 3..48 before a value is entered, fewer as the value rises', () => {
    expect(termOptions(tasit, 0)).toEqual([3, 6, 9, 12, 18, 24, 30, 36, 42, 48]);
    expect(termOptions(tasit, 100_000, 600_000)).toEqual([3, 6, 9, 12, 18, 24, 30, 36]);
    expect(termOptions(tasit, 100_000, 1_500_000)).toEqual([3, 6, 9, 12]);
  });
});

describe('konut', () => {
  it('offers 12, 18, 24, then 36..120 in steps of 12, whatever the amount', () => {
    expect(termOptions(konut, 10_000_000)).toEqual([12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
    expect(termRange(konut, 50_000)).toEqual({ min: 12, max: 120 });
  });

  it('shows terms in years from 12 months', () => {
    expect(termLabel(12, true)).toBe('1 Yıl (12 Ay)');
    expect(termLabel(18, true)).toBe('1,5 Yıl (18 Ay)');
    expect(termLabel(120, true)).toBe('10 Yıl (120 Ay)');
    expect(termLabel(6, true)).toBe('6 Ay');
    expect(termLabel(36, false)).toBe('36 Ay');
  });
});

describe('choosing and clamping the term', () => {
  it('defaults to 36 where allowed, else the longest allowed', () => {
    expect(defaultTermFor(ihtiyac)).toBe(36);
    expect(defaultTermFor(konut)).toBe(36);
    expect(defaultTermFor(tasit)).toBe(36);
    expect(defaultTermFor(ihtiyac, 300_000)).toBe(12);
    expect(defaultTermFor(tasit, 0, 1_000_000)).toBe(24);
  });

  it('keeps an offered term, else takes the longest below it, else the shortest', () => {
    expect(clampTerm(24, [3, 6, 12, 24])).toBe(24);
    expect(clampTerm(36, [3, 6, 12, 24])).toBe(24);
    expect(clampTerm(30, [12, 18, 24, 36])).toBe(24);
    expect(clampTerm(6, [12, 18])).toBe(12);
  });
});
