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

test('only real date-times of the accepted calendar, whatever the zone', () => {
  for (const hostile of [
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '9999-12-31T10:00:00Z',
    '1970-01-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-04-31T10:00',
    '2026-06-16T24:00',
    '2026-06-16T10:60',
    '2026-06-16T10:30:60Z',
    '2026-06-16T10:30:00+15:00',
    '2026-06-16T10:30:00+03:75',
  ])
    expect(parseIstanbulDateTime(hostile)).toBeUndefined();
  expect(parseIstanbulDateTime('2024-02-29T23:59:59+14:00')?.toISOString()).toBe('2024-02-29T09:59:59.000Z');
  expect(parseIstanbulDateTime('2100-12-31T23:59')?.toISOString()).toBe('2100-12-31T20:59:00.000Z');
});
