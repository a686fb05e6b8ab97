import { nextContactCursor, parseNextContactCursor, reminderRange } from './reminders';

// Wednesday 2026-11-25, 10:00 in Istanbul.
const now = new Date('2026-11-25T07:00:00Z');

test('today, overdue and this week are Istanbul days', () => {
  expect(reminderRange('bugun', now)).toEqual({ from: new Date('2026-11-24T21:00:00Z'), to: new Date('2026-11-25T21:00:00Z') });
  expect(reminderRange('gecikmis', now)).toEqual({ to: new Date('2026-11-24T21:00:00Z') });
  // From today to the end of Sunday 29 November.
  expect(reminderRange('bu_hafta', now)).toEqual({ from: new Date('2026-11-24T21:00:00Z'), to: new Date('2026-11-29T21:00:00Z') });
});

test('on a Sunday this week is today only; after 21:00 UTC it is already the next Istanbul day', () => {
  expect(reminderRange('bu_hafta', new Date('2026-11-29T10:00:00Z'))).toEqual({
    from: new Date('2026-11-28T21:00:00Z'),
    to: new Date('2026-11-29T21:00:00Z'),
  });
  expect(reminderRange('bu_hafta', new Date('2026-11-29T21:30:00Z')).from).toEqual(new Date('2026-11-29T21:00:00Z'));
});

test('the next-contact cursor round-trips and refuses junk', () => {
  const at = new Date('2026-11-25T07:00:00Z');
  expect(parseNextContactCursor(nextContactCursor(at, 42))).toEqual({ at, id: 42 });
  expect(parseNextContactCursor('abc')).toBeUndefined();
  expect(parseNextContactCursor('12.0')).toBeUndefined();
  // An instant no date of the list can have (year 33658; 1970) is not a cursor, so it never reaches the database.
  expect(parseNextContactCursor('999999999999999.1')).toBeUndefined();
  expect(parseNextContactCursor('0.1')).toBeUndefined();
});
