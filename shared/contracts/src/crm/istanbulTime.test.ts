import { istanbulDate, istanbulDayRange, parseIstanbulDateTime, toIstanbulInputValue } from './istanbulTime';

test('the Istanbul day of an instant, not the UTC one', () => {
  expect(istanbulDate(new Date('2025-06-15T21:30:00Z'))).toBe('2025-06-16');
  const { start, end } = istanbulDayRange(new Date('2025-06-15T21:30:00Z'));
  expect(start.toISOString()).toBe('2025-06-15T21:00:00.000Z');
  expect(end.toISOString()).toBe('2025-06-16T21:00:00.000Z');
});

test('a date-time without a zone is an Istanbul wall time', () => {
  expect(parseIstanbulDateTime('2025-06-16T10:30')?.toISOString()).toBe('2025-06-16T07:30:00.000Z');
  expect(parseIstanbulDateTime('2025-06-16T10:30:00Z')?.toISOString()).toBe('2025-06-16T10:30:00.000Z');
  expect(parseIstanbulDateTime('2025-02-30T10:00')).toBeUndefined();
  expect(parseIstanbulDateTime('yarın')).toBeUndefined();
  expect(toIstanbulInputValue(new Date('2025-06-16T07:30:00Z'))).toBe('2025-06-16T10:30');
});
