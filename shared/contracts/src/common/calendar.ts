/**
 * The dates the platform takes from a person or a link: real calendar days from 2000 to 2100. Nothing the business
 * plans or reports on falls outside those years, and both databases and JavaScript hold every instant inside them,
 * so a hostile year (0, 9999) or an impossible day (30 February) is refused in Turkish instead of being rolled over
 * into another day or reaching the database.
 */
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

/** The first and the last instant of the accepted years, in UTC (a zone cannot move a date further than a day). */
const FIRST_INSTANT = Date.UTC(CALENDAR_YEARS.min, 0, 1);
const END_INSTANT = Date.UTC(CALENDAR_YEARS.max + 1, 0, 1);

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Year, month (1-12) and day name a day that exists, within the accepted years. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day written 'YYYY-MM-DD' that exists in the calendar, within the accepted years. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An instant within the accepted years (and a valid Date at all). */
export function isCalendarInstant(instant: Date): boolean {
  const time = instant.getTime();
  return time >= FIRST_INSTANT && time < END_INSTANT;
}
