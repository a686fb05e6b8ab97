import { formatDateLong, formatDateTime, formatLira, formatMoney2, formatNumberTR, lowerTR } from './turkish';

test('Turkish number and money formats', () => {
  expect(formatNumberTR(1234567)).toBe('1.234.567');
  expect(formatMoney2(6189.3333)).toBe('6.189,33');
  expect(formatLira(150000)).toMatch(/^₺150\.000$/);
});

test('long Turkish dates and date-times in Istanbul time; unreadable dates give an empty string', () => {
  expect(formatDateLong('2025-04-04T10:00:00Z')).toBe('4 Nisan 2025');
  expect(formatDateTime('2025-04-04T10:05:00Z')).toBe('04.04.2025 13:05');
  expect(formatDateLong('not a date')).toBe('');
});

test('Turkish-aware lower case', () => {
  expect(lowerTR('İSTANBUL IŞIK')).toBe('istanbul ışık');
});

test('no formatter is built when the module loads, and each is built once, at its first use', () => {
  const built = jest.spyOn(Intl, 'NumberFormat');
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded under the spy
    const fresh = require('./turkish') as typeof import('./turkish');
    expect(built).not.toHaveBeenCalled();
    fresh.formatNumberTR(1);
    fresh.formatNumberTR(2);
    expect(built).toHaveBeenCalledTimes(1);
  });
  built.mockRestore();
});
