/**
 * Reminder filters and sort of the customer list, on Istanbul days like the counters (docs/crm.md):
 * 'Bugün' is the next contact within today, 'Gecikmiş' before today (the 'Bekleyen Takipler' counter), 'Bu hafta'
 * from today to the end of this week's Sunday. The counters link to the list filtered by the same definition.
 */
import { isCalendarInstant } from '../common/calendar';
import { istanbulDate, istanbulDayRange } from './istanbulTime';

export const REMINDER_FILTERS = ['bugun', 'gecikmis', 'bu_hafta'] as const;
export type ReminderFilter = (typeof REMINDER_FILTERS)[number];
export const REMINDER_LABELS: Record<ReminderFilter, string> = { bugun: 'Bugün', gecikmis: 'Gecikmiş', bu_hafta: 'Bu hafta' };

export const isReminderFilter = (value: unknown): value is ReminderFilter => REMINDER_FILTERS.includes(value as ReminderFilter);

/**
 * List order: newest customers first (default), the earliest next contact first (customers with one only), or the
 * waiting leads with the least first-response time left first (contracts/crm firstResponse.ts).
 */
export const CUSTOMER_SORTS = ['yeni', 'sonraki_iletisim', 'ilk_yanit'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  yeni: 'En yeni kayıt',
  sonraki_iletisim: 'Sonraki iletişim (en yakın)',
  ilk_yanit: 'İlk yanıt bekleyenler (en az süre kalan)',
};

const DAY_MS = 24 * 60 * 60_000;

/** The next-contact range of a filter at `now`: [from, to), either end open. */
export function reminderRange(filter: ReminderFilter, now: Date): { from?: Date; to?: Date } {
  const today = istanbulDayRange(now);
  if (filter === 'bugun') return { from: today.start, to: today.end };
  if (filter === 'gecikmis') return { to: today.start };
  // Monday is 1 … Sunday 7 (the Istanbul calendar day's weekday, read from its date).
  const weekday = new Date(`${istanbulDate(now)}T00:00:00Z`).getUTCDay() || 7;
  return { from: today.start, to: new Date(today.start.getTime() + (8 - weekday) * DAY_MS) };
}

/** Keyset cursor of the next-contact order: '<epoch ms>.<id>' of the last row shown. */
export function nextContactCursor(at: Date, id: number): string {
  return `${at.getTime()}.${id}`;
}

/** The cursor back, or undefined when it is not one: its instant must be of the accepted calendar, like the dates it pages through. */
export function parseNextContactCursor(cursor: string): { at: Date; id: number } | undefined {
  const match = /^(\d{1,15})\.([1-9]\d{0,9})$/.exec(cursor);
  if (!match) return undefined;
  const at = new Date(Number(match[1]));
  return isCalendarInstant(at) ? { at, id: Number(match[2]) } : undefined;
}
