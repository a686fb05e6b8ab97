/**
 * Dates of the CRM on Istanbul days. An Istanbul wall time is UTC+03:00 (common/istanbulClock.ts); the day
 * boundaries are still computed with the Europe/Istanbul zone, not the server's.
 */
import { isCalendarDate, isCalendarInstant } from '../common/calendar';
import { ISTANBUL_OFFSET, ISTANBUL_TIME_ZONE } from '../common/istanbulClock';

const dayParts = new Intl.DateTimeFormat('en-CA', { timeZone: ISTANBUL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of the Istanbul day the instant falls on. */
export function istanbulDate(instant: Date): string {
  return dayParts.format(instant);
}

/** [start, end) of the Istanbul day the instant falls on. */
export function istanbulDayRange(instant: Date): { start: Date; end: Date } {
  const start = new Date(`${istanbulDate(instant)}T00:00:00${ISTANBUL_OFFSET}`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60_000) };
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A zone as written after a time: 'Z' or ±HH:MM, at most 14 hours away from UTC (the furthest any place is). */
function isZone(zone: string | undefined): boolean {
  if (zone === undefined || zone === 'Z') return true;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  return minutes < 60 && hours * 60 + minutes <= 14 * 60;
}

/**
 * Reads the follow-up form's next contact: an ISO date-time; without a zone (what a datetime-local input gives)
 * it is an Istanbul wall time. Undefined when it is not a real date-time of the accepted calendar
 * (common/calendar.ts): the day as written must exist, so 2026-02-30 is refused rather than rolled over into March,
 * whatever the zone.
 */
export function parseIstanbulDateTime(value: string): Date | undefined {
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '00', zone] = match;
  if (!isCalendarDate(Number(y), Number(mo), Number(d)) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  if (!isZone(zone)) return undefined;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone ?? ISTANBUL_OFFSET}`);
  return isCalendarInstant(date) ? date : undefined;
}

const wallParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ISTANBUL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Istanbul wall time as a datetime-local value: 'YYYY-MM-DDTHH:mm'. */
export function toIstanbulInputValue(instant: Date): string {
  const parts = Object.fromEntries(wallParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
