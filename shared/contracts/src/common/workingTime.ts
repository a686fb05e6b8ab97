/**
 * Working time on the Istanbul wall clock: only the site's opening hours count (OFFICE_HOURS, minus PUBLIC_HOLIDAYS;
 * a half-day holiday counts its morning). A moment outside them waits for the next opening: a lead at 23:00 starts
 * its clock at 09:30 of the next working day. Istanbul has kept UTC+03:00 since 2016 (istanbulClock.ts), so the
 * arithmetic needs no time-zone data.
 */
import { ISTANBUL_FIXED_OFFSET_SINCE } from './istanbulClock';
import { HALF_DAY_CLOSE, OFFICE_HOURS, PUBLIC_HOLIDAYS, type PublicHoliday } from './officeHours';

const OFFSET_MS = 3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** A working day is found within this many calendar days (the longest holiday run is far shorter). */
const MAX_DAYS = 3 * 366;

const holidays = new Map<string, PublicHoliday>();
for (const holiday of PUBLIC_HOLIDAYS) {
  // Two holidays on one day (19 May 2027): a full day wins over a half day.
  const known = holidays.get(holiday.date);
  if (!known || known.halfDay) holidays.set(holiday.date, holiday);
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const OPEN_MS = minutesOf(OFFICE_HOURS.open) * 60_000;
const CLOSE_MS = minutesOf(OFFICE_HOURS.close) * 60_000;
const HALF_CLOSE_MS = minutesOf(HALF_DAY_CLOSE) * 60_000;

/** The instant of 00:00 Istanbul time of the day the instant falls on. */
const istanbulMidnight = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** [open, close) of the Istanbul day starting at `midnight`, or undefined on a weekend or a whole-day holiday. */
function openingOf(midnight: number): [number, number] | undefined {
  const wall = new Date(midnight + OFFSET_MS);
  const weekday = wall.getUTCDay() || 7;
  if (!OFFICE_HOURS.weekdays.includes(weekday)) return undefined;
  const holiday = holidays.get(wall.toISOString().slice(0, 10));
  if (holiday && !holiday.halfDay) return undefined;
  return [midnight + OPEN_MS, midnight + (holiday ? HALF_CLOSE_MS : CLOSE_MS)];
}

function assertInRange(ms: number) {
  if (!(ms >= ISTANBUL_FIXED_OFFSET_SINCE)) throw new RangeError('working time before the fixed Istanbul offset');
}

/** The instant `ms` of working time after `from` (ms = 0: the clock's start, `from` moved into opening hours). */
export function addWorkingTime(from: Date, ms: number): Date {
  assertInRange(from.getTime());
  let cursor = from.getTime();
  let remaining = Math.max(0, ms);
  for (let day = 0; day < MAX_DAYS; day += 1) {
    const midnight = istanbulMidnight(cursor);
    const opening = openingOf(midnight);
    if (opening) {
      const start = Math.max(cursor, opening[0]);
      if (start < opening[1]) {
        if (remaining <= opening[1] - start) return new Date(start + remaining);
        remaining -= opening[1] - start;
      }
    }
    cursor = midnight + DAY_MS;
  }
  throw new RangeError('no working time found');
}

/** Working time between two instants, in ms (0 when `to` is not after `from`). */
export function workingTimeBetween(from: Date, to: Date): number {
  assertInRange(from.getTime());
  const end = to.getTime();
  let cursor = from.getTime();
  let total = 0;
  while (cursor < end) {
    const midnight = istanbulMidnight(cursor);
    const opening = openingOf(midnight);
    if (opening) total += Math.max(0, Math.min(end, opening[1]) - Math.max(cursor, opening[0]));
    cursor = midnight + DAY_MS;
  }
  return total;
}

/** Whether the office is open at the instant. */
export function isWorkingTime(at: Date): boolean {
  const opening = openingOf(istanbulMidnight(at.getTime()));
  return opening !== undefined && at.getTime() >= opening[0] && at.getTime() < opening[1];
}
