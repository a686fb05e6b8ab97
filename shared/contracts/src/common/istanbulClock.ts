/**
 * Istanbul's clock. Turkey has kept UTC+3 all year since 7 September 2016 (tz database: Europe/Istanbul,
 * "2016 Sep 7 0:00 +03"), so from that instant on an Istanbul wall time is UTC+03:00 and can be read without the
 * time-zone data. Earlier instants (EET/EEST with summer time) need Intl's time-zone data.
 */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';
export const ISTANBUL_OFFSET = '+03:00';
const ISTANBUL_OFFSET_MS = 3 * 60 * 60_000;
/** 2016-09-07T00:00:00+03:00: the first instant of the fixed offset. */
export const ISTANBUL_FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);

export interface IstanbulWallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The Istanbul wall time of an instant of the fixed offset; undefined before it (or out of Date's range). */
export function istanbulWallTime(instant: Date): IstanbulWallTime | undefined {
  const time = instant.getTime();
  if (!(time >= ISTANBUL_FIXED_OFFSET_SINCE)) return undefined;
  const wall = new Date(time + ISTANBUL_OFFSET_MS);
  if (Number.isNaN(wall.getTime())) return undefined;
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}
