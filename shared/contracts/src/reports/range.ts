/* The report range: Istanbul calendar days 'YYYY-MM-DD', at most a year and a day apart, grouped by day or week. */
import { isCalendarDay } from '../common/calendar';

export const REPORT_MAX_DAYS = 366;
export const REPORT_GROUPS = ['gun', 'hafta'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const reportMessages = {
  badRange: 'Lütfen geçerli bir tarih aralığı seçin (başlangıç bitişten sonra olamaz).',
  tooLong: `Tarih aralığı en fazla ${REPORT_MAX_DAYS} gün olabilir.`,
  badStep: 'Geçersiz huni adımı.',
  badMetric: 'Geçersiz ölçüm.',
} as const;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A Turkish message when the range cannot be reported (an impossible day such as 30 February included), else null. */
export function rangeError(from: string, to: string): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to) || from > to) return reportMessages.badRange;
  return dayNumber(to) - dayNumber(from) + 1 > REPORT_MAX_DAYS ? reportMessages.tooLong : null;
}

/** The Monday of a day's ISO week, 'YYYY-MM-DD': the key of a weekly group. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

export const periodOf = (day: string, group: ReportGroup) => (group === 'hafta' ? weekStart(day) : day);

/** Score bands of the leads report, on credit_score_points (0-100). */
export const SCORE_BANDS = [
  { id: '0-19', min: 0, max: 19 },
  { id: '20-39', min: 20, max: 39 },
  { id: '40-59', min: 40, max: 59 },
  { id: '60-79', min: 60, max: 79 },
  { id: '80-100', min: 80, max: 100 },
] as const;

export function scoreBand(points: number): string {
  return (SCORE_BANDS.find((band) => points <= band.max) ?? SCORE_BANDS[SCORE_BANDS.length - 1]!).id;
}
