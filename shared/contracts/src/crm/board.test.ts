import { nextStepFlag } from './board';

// Wednesday 2026-11-25, 10:00 in Istanbul.
const now = new Date('2026-11-25T07:00:00Z');

test('no next contact is no next step', () => {
  expect(nextStepFlag(null, now)).toBe('yok');
});

test('a next contact already passed is overdue, even earlier today', () => {
  expect(nextStepFlag(new Date('2026-11-25T06:59:00Z'), now)).toBe('gecikmis');
  expect(nextStepFlag(new Date('2026-11-20T07:00:00Z'), now)).toBe('gecikmis');
});

test('later today, up to the end of the Istanbul day, is due today', () => {
  expect(nextStepFlag(now, now)).toBe('bugun');
  // 23:59 in Istanbul is 20:59 UTC.
  expect(nextStepFlag(new Date('2026-11-25T20:59:00Z'), now)).toBe('bugun');
});

test('from the next Istanbul midnight on it is planned, though the UTC date is still today', () => {
  expect(nextStepFlag(new Date('2026-11-25T21:00:00Z'), now)).toBe('planli');
  expect(nextStepFlag(new Date('2027-01-10T09:00:00Z'), now)).toBe('planli');
});

test('after 21:00 UTC today is already the next Istanbul day', () => {
  const lateNight = new Date('2026-11-25T21:30:00Z'); // 00:30 on the 26th in Istanbul
  expect(nextStepFlag(new Date('2026-11-26T20:00:00Z'), lateNight)).toBe('bugun');
  expect(nextStepFlag(new Date('2026-11-26T21:00:00Z'), lateNight)).toBe('planli');
});
