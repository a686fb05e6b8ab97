import { sql, type SQL } from 'drizzle-orm';
import type { ReportGroup } from '@kredi/contracts/reports';

/*
 * A range read from a daily table and its weekly roll-up (migrations 0016, 0018; docs/reports.md): the range's whole
 * ISO weeks from the roll-up, the days of a partial first or last week from the daily table. A year is ~53 weekly rows
 * per key instead of 365 daily ones.
 */

export interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Mondays of the first and last whole ISO weeks inside the range (first > last when there is none). */
export function wholeWeeks(range: { from: string; to: string }) {
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const first = addDays(range.from, (8 - weekday(range.from)) % 7);
  const lastDay = addDays(range.to, -(weekday(range.to) % 7));
  return { first, last: addDays(lastDay, -6), lastDay };
}

export interface SpanTables {
  /** The roll-up, keyed by `week`. */
  weekly: string;
  /** The daily table and its day column. */
  daily: string;
  day: string;
  /** The columns both tables share, as written in a select list. */
  columns: string;
  /** The count of a row: a column of both tables, or a constant for a table of single rows ('1'). */
  weeklyCount: string;
  dailyCount: string;
}

/**
 * `select period, <columns>, count` over the range: the whole weeks' rows (period = the week's Monday) and the other
 * days' rows (period = the day). A period is a day or a Monday, and periodOf(period, 'hafta') is its week either way.
 */
export function spanRows(tables: SpanTables, range: { from: string; to: string }): SQL {
  const { first, last, lastDay } = wholeWeeks(range);
  const { weekly, daily, day, columns, weeklyCount, dailyCount } = tables;
  return sql`select week::text as period, ${sql.raw(columns)}, ${sql.raw(weeklyCount)} as count from ${sql.raw(weekly)}
      where week >= ${first} and week <= ${last}
    union all
    select ${sql.raw(day)}::text as period, ${sql.raw(columns)}, ${sql.raw(dailyCount)} as count from ${sql.raw(daily)}
      where ${sql.raw(day)} >= ${range.from} and ${sql.raw(day)} <= ${range.to} and (${sql.raw(day)} < ${first} or ${sql.raw(day)} > ${lastDay})`;
}

export const FUNNEL_SPAN: SpanTables = {
  weekly: 'funnel_weekly',
  daily: 'funnel_daily',
  day: 'day',
  columns: 'step, source',
  weeklyCount: 'count',
  dailyCount: 'count',
};

export const LEADS_SPAN: SpanTables = {
  weekly: 'report_lead_weekly',
  daily: 'report_lead_daily',
  day: 'day',
  columns: 'dimension, key',
  weeklyCount: 'count',
  dailyCount: 'count',
};

export const FIRST_CONTACTS_SPAN: SpanTables = {
  weekly: 'report_first_contact_weekly',
  daily: 'report_first_contacts',
  day: 'lead_day',
  columns: 'staff_name, stage',
  weeklyCount: 'count',
  dailyCount: '1',
};
