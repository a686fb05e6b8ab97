import { isValidTcKimlik, normalizeTcKimlikInput } from './tcKimlik';

describe('isValidTcKimlik', () => {
  it('accepts the known valid numbers', () => {
    expect(isValidTcKimlik('10000000146')).toBe(true);
    expect(isValidTcKimlik('17291716060')).toBe(true);
  });

  it('rejects a wrong 10th digit', () => {
    expect(isValidTcKimlik('17291716050')).toBe(false);
  });

  it('rejects a wrong 11th digit', () => {
    expect(isValidTcKimlik('10000000147')).toBe(false);
  });

  it('folds a negative first difference back into 0-9', () => {
    // odd positions 1+0+0+0+0 = 1 -> 7; even positions 9+0+0+0 = 9; 7 - 9 = -2 -> 8
    // (plain JavaScript % would give -2 and reject the number).
    expect(isValidTcKimlik('19000000088')).toBe(true);
    expect(isValidTcKimlik('19000000028')).toBe(false);
  });

  it('needs 11 digits, first not 0', () => {
    expect(isValidTcKimlik('00000000000')).toBe(false);
    expect(isValidTcKimlik('01000000146')).toBe(false);
    expect(isValidTcKimlik('1000000014')).toBe(false);
    expect(isValidTcKimlik('100000001460')).toBe(false);
    expect(isValidTcKimlik('1000000014a')).toBe(false);
    expect(isValidTcKimlik(' 10000000146')).toBe(false);
    expect(isValidTcKimlik('')).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidTcKimlik(10000000146)).toBe(false);
    expect(isValidTcKimlik(null)).toBe(false);
  });
});

describe('normalizeTcKimlikInput', () => {
  it('keeps digits only, at most 11', () => {
    expect(normalizeTcKimlikInput('100 000 001 46 99')).toBe('10000000146');
  });
});
