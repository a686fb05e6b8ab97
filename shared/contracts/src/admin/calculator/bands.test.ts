import { bandSetProblem, calculatorDataMessages as m, isCalendarDay } from './bands';

describe('bandSetProblem', () => {
  it('accepts ascending bounds closed by an open band', () => {
    expect(
      bandSetProblem([
        { bound: 125_000, term: 36 },
        { bound: 250_000, term: 24 },
        { bound: null, term: 12 },
      ]),
    ).toBeUndefined();
    expect(bandSetProblem([{ bound: null, term: 12 }])).toBeUndefined();
    expect(
      bandSetProblem([
        { bound: 400_000, term: 48, ratio: 70 },
        { bound: null, term: 12, ratio: 0 },
      ]),
    ).toBeUndefined();
  });

  it('explains what is wrong, in Turkish', () => {
    expect(bandSetProblem([])).toBe(m.bandsEmpty);
    expect(bandSetProblem([{ bound: 100, term: 12 }])).toBe(m.bandsOpenEnd);
    expect(
      bandSetProblem([
        { bound: null, term: 12 },
        { bound: null, term: 6 },
      ]),
    ).toBe(m.bandsOnlyLastOpen);
    expect(
      bandSetProblem([
        { bound: 200, term: 12 },
        { bound: 100, term: 12 },
        { bound: null, term: 12 },
      ]),
    ).toBe(m.bandsOrder);
    expect(
      bandSetProblem([
        { bound: 100, term: 12 },
        { bound: 100, term: 6 },
        { bound: null, term: 3 },
      ]),
    ).toBe(m.bandsOrder);
    expect(
      bandSetProblem([
        { bound: 0, term: 12 },
        { bound: null, term: 12 },
      ]),
    ).toBe(m.bandBound);
    expect(bandSetProblem([{ bound: null, term: 2 }])).toBe(m.bandTerm);
    expect(bandSetProblem([{ bound: null, term: 12.5 }])).toBe(m.bandTerm);
    expect(bandSetProblem([{ bound: null, term: 12, ratio: 101 }])).toBe(m.rateRange);
    expect(bandSetProblem(Array.from({ length: 11 }, (_, i) => ({ bound: i === 10 ? null : (i + 1) * 1000, term: 12 })))).toBe(
      m.bandsTooMany,
    );
  });
});

describe('isCalendarDay', () => {
  it('knows real days', () => {
    expect(isCalendarDay('2025-02-28')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('25-01-01')).toBe(false);
  });
});
