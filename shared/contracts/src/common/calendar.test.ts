import { CALENDAR_YEARS, isCalendarDay, isCalendarInstant } from './calendar';

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2000-01-01', '2100-12-31'])('takes %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each([
    ['2026-02-30', 'an impossible day'],
    ['2026-04-31', 'April has 30 days'],
    ['2025-02-29', 'not a leap year'],
    ['2100-02-29', 'a century that is not a leap year'],
    ['2026-13-01', 'month 13'],
    ['2026-00-10', 'month 0'],
    ['2026-01-00', 'day 0'],
    ['0000-01-01', 'year 0'],
    ['1970-01-01', 'before the accepted years'],
    ['1999-12-31', 'the day before the first year'],
    ['2101-01-01', 'the day after the last year'],
    ['9999-12-31', 'year 9999'],
    ['2026-2-3', 'not zero-padded'],
    ['2026-02-03x', 'trailing text'],
  ])('refuses %s (%s)', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});

describe('isCalendarInstant', () => {
  it('takes the instants of the accepted years only', () => {
    expect(CALENDAR_YEARS).toEqual({ min: 2000, max: 2100 });
    expect(isCalendarInstant(new Date('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isCalendarInstant(new Date('2100-12-31T23:59:59.999Z'))).toBe(true);
    expect(isCalendarInstant(new Date('1999-12-31T23:59:59.999Z'))).toBe(false);
    expect(isCalendarInstant(new Date('2101-01-01T00:00:00Z'))).toBe(false);
    expect(isCalendarInstant(new Date(999_999_999_999_999))).toBe(false);
    expect(isCalendarInstant(new Date(Number.NaN))).toBe(false);
  });
});
