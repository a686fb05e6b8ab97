/**
 * Dates of the CRM on Istanbul days. An Istanbul wall time is UTC+03:00 (common/istanbulClock.ts); the day
 * boundaries are still computed with the Europe/Istanbul zone, not the server's.
 */
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

/**
 * Reads the follow-up form's next contact: an ISO date-time; without a zone (what a datetime-local input gives)
 * it is an Istanbul wall time. Undefined when it is not a real date-time.
 */
export function parseIstanbulDateTime(value: string): Date | undefined {
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s = '00', zone] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone ?? ISTANBUL_OFFSET}`);
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject rolled-over dates such as 2025-02-30 by reading the wall time back.
  const wall = zone ? null : toIstanbulInputValue(date);
  if (wall !== null && wall !== `${y}-${mo}-${d}T${h}:${mi}`) return undefined;
  return date;
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
