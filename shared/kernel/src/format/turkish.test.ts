import fc from 'fast-check';
import { ISTANBUL_FIXED_OFFSET_SINCE } from '@kredi/contracts/common';
import { formatDateLong, formatDateTime, formatLira, formatMoney2, formatNumberTR, lowerTR } from './turkish';

// What the formatters must write: Intl's own output for 'tr-TR' (they are written out only to spare the browser's
// ICU start-up, turkish.ts). Built here once, outside the module under test.
const intl = {
  number: new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }),
  money2: new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  lira: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  dateLong: new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }),
  dateTime: new Intl.DateTimeFormat('tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }),
};

test('Turkish number and money formats', () => {
  expect(formatNumberTR(1234567)).toBe('1.234.567');
  expect(formatMoney2(6189.3333)).toBe('6.189,33');
  expect(formatLira(150000)).toBe('₺150.000');
  // Rounded as Intl rounds (half away from zero on the shortest decimal), not as toFixed does.
  expect(formatMoney2(1.005)).toBe('1,01');
  expect(formatMoney2(-2.345)).toBe('-2,35');
  expect(formatNumberTR(999.5)).toBe('1.000');
  expect(formatLira(-0.4)).toBe('-₺0');
});

const amounts = fc.oneof(
  fc.double({ min: -1e21, max: 1e21, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000 + 0.0005),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 2.675, 1e-7, 1e20, 999.995, NaN, Infinity, -Infinity, 1e21, -1e21, 5e-324),
);

test('every amount is written as Intl writes it', () => {
  fc.assert(
    fc.property(amounts, (value) => {
      expect(formatNumberTR(value)).toBe(intl.number.format(value));
      expect(formatMoney2(value)).toBe(intl.money2.format(value));
      expect(formatLira(value)).toBe(intl.lira.format(value));
    }),
    { numRuns: 5000 },
  );
});

test('long Turkish dates and date-times in Istanbul time; unreadable dates give an empty string', () => {
  expect(formatDateLong('2025-04-04T10:00:00Z')).toBe('4 Nisan 2025');
  expect(formatDateTime('2025-04-04T10:05:00Z')).toBe('04.04.2025 13:05');
  expect(formatDateTime('2025-04-04T21:05:00Z')).toBe('05.04.2025 00:05');
  expect(formatDateLong('not a date')).toBe('');
  expect(formatDateTime('')).toBe('');
});

test('every date, before and after Istanbul took its fixed offset, is written as Intl writes it', () => {
  const instants = fc.oneof(
    fc.integer({ min: ISTANBUL_FIXED_OFFSET_SINCE - 3 * 86_400_000, max: ISTANBUL_FIXED_OFFSET_SINCE + 3 * 86_400_000 }),
    fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
    fc.integer({ min: -8.64e15, max: 8.64e15 }),
  );
  fc.assert(
    fc.property(instants, (time) => {
      const date = new Date(time);
      expect(formatDateLong(date)).toBe(intl.dateLong.format(date));
      expect(formatDateTime(date)).toBe(intl.dateTime.format(date).replace(',', ''));
      expect(formatDateLong(date.toISOString())).toBe(formatDateLong(date));
    }),
    { numRuns: 5000 },
  );
});

test('Turkish-aware lower case', () => {
  expect(lowerTR('İSTANBUL IŞIK')).toBe('istanbul ışık');
});

test('amounts and dates since 2016 build no Intl formatter; what they do not cover builds one, once', () => {
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded under the spies
    const fresh = require('./turkish') as typeof import('./turkish');
    fresh.formatNumberTR(1234.5);
    fresh.formatMoney2(-0.125);
    fresh.formatLira(150000);
    fresh.formatDateLong('2025-04-04T10:00:00Z');
    fresh.formatDateTime(new Date());
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    fresh.formatNumberTR(Infinity);
    fresh.formatNumberTR(NaN);
    fresh.formatDateLong('2010-01-01T00:00:00Z');
    fresh.formatDateLong('2011-01-01T00:00:00Z');
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
  });
  numbers.mockRestore();
  dates.mockRestore();
});
