import { ageOn, formatBirthDateInput, isValidBirthDate, isValidIsoBirthDate, parseBirthDate, parseIsoDate, toIsoDate } from './birthDate';

const today = new Date(2025, 5, 15); // 15 June 2025

describe('formatBirthDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01/0'],
    ['0101', '01/01'],
    ['01011', '01/01/1'],
    ['01011990', '01/01/1990'],
    ['0101199012', '01/01/1990'],
    ['01/01/1990', '01/01/1990'],
    ['01a01b1990', '01/01/1990'],
  ])('%j -> %j', (raw, out) => {
    expect(formatBirthDateInput(raw)).toBe(out);
  });

  it('never exceeds 10 characters', () => {
    expect(formatBirthDateInput('1234567890123').length).toBeLessThanOrEqual(10);
  });
});

describe('parseBirthDate', () => {
  it('reads a real date', () => {
    expect(parseBirthDate('15/06/1990')).toEqual({ day: 15, month: 6, year: 1990 });
  });

  it('respects leap years', () => {
    expect(parseBirthDate('29/02/2000')).not.toBeNull();
    expect(parseBirthDate('29/02/1900')).toBeNull();
    expect(parseBirthDate('29/02/2024')).not.toBeNull();
    expect(parseBirthDate('29/02/2023')).toBeNull();
  });

  it('respects month lengths and ranges', () => {
    expect(parseBirthDate('31/04/1990')).toBeNull();
    expect(parseBirthDate('30/04/1990')).not.toBeNull();
    expect(parseBirthDate('31/12/1990')).not.toBeNull();
    expect(parseBirthDate('32/01/1990')).toBeNull();
    expect(parseBirthDate('00/01/1990')).toBeNull();
    expect(parseBirthDate('01/00/1990')).toBeNull();
    expect(parseBirthDate('01/13/1990')).toBeNull();
  });

  it('needs the exact DD/MM/YYYY shape', () => {
    expect(parseBirthDate('1/1/1990')).toBeNull();
    expect(parseBirthDate('01-01-1990')).toBeNull();
    expect(parseBirthDate('1990-01-01')).toBeNull();
    expect(parseBirthDate('01/01/90')).toBeNull();
    expect(parseBirthDate(19900101)).toBeNull();
  });
});

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD with the same calendar rules', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ day: 29, month: 2, year: 2000 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('1990-04-31')).toBeNull();
    expect(parseIsoDate('29/02/2000')).toBeNull();
    expect(parseIsoDate('1990-1-1')).toBeNull();
  });
});

describe('age', () => {
  it('is the year difference', () => {
    expect(ageOn({ day: 31, month: 12, year: 2007 }, today)).toBe(18);
    expect(ageOn(new Date(1990, 0, 1), today)).toBe(35);
  });

  it.each([
    ['01/01/2008', 17, false],
    ['31/12/2007', 18, true],
    ['01/01/2007', 18, true],
    ['01/01/1925', 100, true],
    ['31/12/1924', 101, false],
  ])('%s (age %i) -> %s', (v, age, ok) => {
    expect(ageOn(parseBirthDate(v)!, today)).toBe(age);
    expect(isValidBirthDate(v, today)).toBe(ok);
  });

  it('rejects future and invalid dates', () => {
    expect(isValidBirthDate('01/01/2030', today)).toBe(false);
    expect(isValidBirthDate('29/02/1900', today)).toBe(false);
    expect(isValidBirthDate('', today)).toBe(false);
  });

  it('applies the same bounds to ISO dates', () => {
    expect(isValidIsoBirthDate('2007-12-31', today)).toBe(true);
    expect(isValidIsoBirthDate('2008-01-01', today)).toBe(false);
    expect(isValidIsoBirthDate('1925-01-01', today)).toBe(true);
    expect(isValidIsoBirthDate('1924-12-31', today)).toBe(false);
  });
});

describe('toIsoDate', () => {
  it('converts DD/MM/YYYY to YYYY-MM-DD', () => {
    expect(toIsoDate('05/03/1990')).toBe('1990-03-05');
    expect(toIsoDate('29/02/2000')).toBe('2000-02-29');
  });

  it('gives an empty string for an invalid date', () => {
    expect(toIsoDate('31/04/1990')).toBe('');
    expect(toIsoDate('')).toBe('');
  });
});
