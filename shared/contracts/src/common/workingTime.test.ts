import { PUBLIC_HOLIDAYS } from './officeHours';
import { addWorkingTime, isWorkingTime, workingTimeBetween } from './workingTime';

/** An Istanbul wall time as an instant. */
const ist = (wall: string) => new Date(`${wall}:00+03:00`);
const MIN = 60_000;

describe('working time on the Istanbul clock', () => {
  it('inside opening hours the clock runs at once', () => {
    // Tuesday 1 December 2026.
    expect(addWorkingTime(ist('2026-12-01T10:00'), 5 * MIN)).toEqual(ist('2026-12-01T10:05'));
    expect(addWorkingTime(ist('2026-12-01T10:00'), 0)).toEqual(ist('2026-12-01T10:00'));
    expect(workingTimeBetween(ist('2026-12-01T10:00'), ist('2026-12-01T10:07'))).toBe(7 * MIN);
  });

  it('a lead at 23:00 starts its clock at 09:30 of the next working day', () => {
    expect(addWorkingTime(ist('2026-12-01T23:00'), 0)).toEqual(ist('2026-12-02T09:30'));
    expect(addWorkingTime(ist('2026-12-01T23:00'), 5 * MIN)).toEqual(ist('2026-12-02T09:35'));
    expect(addWorkingTime(ist('2026-12-02T07:15'), 5 * MIN)).toEqual(ist('2026-12-02T09:35'));
    expect(workingTimeBetween(ist('2026-12-01T23:00'), ist('2026-12-02T09:31'))).toBe(MIN);
  });

  it('the clock stops at 18:00 and goes on at the next opening, over the weekend', () => {
    // Friday 4 December 17:58 + 5 minutes: 2 on Friday, 3 on Monday.
    expect(addWorkingTime(ist('2026-12-04T17:58'), 5 * MIN)).toEqual(ist('2026-12-07T09:33'));
    expect(workingTimeBetween(ist('2026-12-04T17:58'), ist('2026-12-07T09:33'))).toBe(5 * MIN);
    expect(addWorkingTime(ist('2026-12-05T12:00'), 0)).toEqual(ist('2026-12-07T09:30'));
    // Exactly at closing the day's time is used up.
    expect(addWorkingTime(ist('2026-12-01T17:55'), 5 * MIN)).toEqual(ist('2026-12-01T18:00'));
    expect(isWorkingTime(ist('2026-12-01T18:00'))).toBe(false);
    expect(isWorkingTime(ist('2026-12-01T09:30'))).toBe(true);
  });

  it('a whole day is 8.5 hours; a week is five of them', () => {
    expect(workingTimeBetween(ist('2026-11-30T00:00'), ist('2026-12-07T00:00'))).toBe(5 * 510 * MIN);
  });

  it('public holidays do not count; an eve counts its morning until 13:00', () => {
    // Thursday 29 October 2026 (Cumhuriyet Bayramı): the clock waits until Friday.
    expect(addWorkingTime(ist('2026-10-29T10:00'), 5 * MIN)).toEqual(ist('2026-10-30T09:35'));
    // Wednesday 28 October: a half day.
    expect(addWorkingTime(ist('2026-10-28T12:58'), 5 * MIN)).toEqual(ist('2026-10-30T09:33'));
    expect(workingTimeBetween(ist('2026-10-28T00:00'), ist('2026-10-29T00:00'))).toBe(210 * MIN);
    // Kurban Bayramı 2026: eve Tuesday 26 May (half), Wednesday-Saturday off; back on Monday 1 June.
    expect(addWorkingTime(ist('2026-05-26T14:00'), 0)).toEqual(ist('2026-06-01T09:30'));
    // Ramazan Bayramı 2027: eve Monday 8 March, holiday 9-11 March; back on Friday 12 March.
    expect(addWorkingTime(ist('2027-03-08T13:30'), 10 * MIN)).toEqual(ist('2027-03-12T09:40'));
    // 1 January 2027 is a Friday: a lead on New Year's Eve night waits until Monday 4 January.
    expect(addWorkingTime(ist('2026-12-31T22:00'), 0)).toEqual(ist('2027-01-04T09:30'));
  });

  it('the holiday list covers both years with both religious holidays', () => {
    for (const year of ['2026', '2027']) {
      const names = PUBLIC_HOLIDAYS.filter((h) => h.date.startsWith(year)).map((h) => h.name);
      expect(names.filter((n) => n.startsWith('Ramazan Bayramı')).length).toBe(4);
      expect(names.filter((n) => n.startsWith('Kurban Bayramı')).length).toBe(5);
      expect(names).toContain('Zafer Bayramı');
    }
    for (const h of PUBLIC_HOLIDAYS) expect(h.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses instants before the fixed offset instead of guessing', () => {
    expect(() => addWorkingTime(new Date('2010-01-01T00:00:00Z'), 0)).toThrow(RangeError);
  });
});
