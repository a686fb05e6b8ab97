import { sql } from 'drizzle-orm';
import {
  FUNNEL_STEP_IDS,
  funnelWithDrops,
  periodOf,
  scoreBand,
  type CalculatorReport,
  type FunnelReport,
  type FunnelStep,
  type LeadsReport,
  type ReportGroup,
  type StaffReport,
} from '@kredi/contracts/reports';
import type { Database } from '../../db/client.js';
import { FIRST_CONTACTS_SPAN, FUNNEL_SPAN, LEADS_SPAN, spanRows, type ReportRange } from './span.js';
import { readVitals } from './vitalsReport.js';

export type { ReportRange } from './span.js';

/*
 * The reports' reads (docs/reports.md). Every query is one pass over the range, grouped in SQL; the
 * timestamps of leads and requests are cut into Istanbul days (Turkey keeps UTC+3 all year).
 */

const startOf = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00+03:00`) + 86_400_000).toISOString();

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const minutes = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/** Adds `count` under `key`; answers the totals largest first (ties by key). */
function tally(pairs: Iterable<[string, number]>) {
  const totals = new Map<string, number>();
  for (const [key, count] of pairs) totals.set(key, (totals.get(key) ?? 0) + count);
  return [...totals].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key, 'tr'));
}

/** Periods in time order. */
function byPeriod(pairs: Iterable<[string, number]>, group: ReportGroup) {
  const totals = new Map<string, number>();
  for (const [day, count] of pairs) totals.set(periodOf(day, group), (totals.get(periodOf(day, group)) ?? 0) + count);
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => ({ key, count }));
}

const emptySteps = () => Object.fromEntries(FUNNEL_STEP_IDS.map((step) => [step, 0])) as Record<FunnelStep, number>;

export function createReportsRepository(db: Database) {
  /**
   * Callback and contact requests of the range: how many, how many answered, and the median minutes to the answer as
   * percentile_cont(0.5) computes it, from the two middle rows of the answer-minutes index (migration 0018). One query.
   */
  async function answerSpeeds(range: ReportRange) {
    const speed = (kind: string, table: string, answered: string) => {
      const inRange = sql`created_at >= ${startOf(range.from)} and created_at < ${endOf(range.to)}`;
      const timed = sql.raw(`${answered} and handled_at is not null`);
      const answerMinutes = sql.raw('extract(epoch from handled_at - created_at) / 60');
      return sql`select ${sql.raw(`'${kind}'`)} as kind, c.total, c.answered, c.timed, m.low, m.high from
          (select count(*) as total, count(*) filter (where ${sql.raw(answered)}) as answered, count(*) filter (where ${timed}) as timed
            from ${sql.raw(table)} where ${inRange}) c,
          lateral (select min(x) as low, max(x) as high from (select ${answerMinutes} as x from ${sql.raw(table)}
            where ${timed} and ${inRange} order by ${answerMinutes} offset (c.timed - 1) / 2 limit 2) middle) m`;
    };
    const rows = await rowsOf(
      db,
      sql`${speed('callbacks', 'callback_requests', 'is_contacted')} union all ${speed('contacts', 'contact_requests', 'is_replied')}`,
    );
    const of = (kind: string) => {
      const row = rows.find((r) => r.kind === kind);
      const timed = num(row?.timed);
      const middle = (timed - 1) / 2;
      const median = timed === 0 ? null : num(row?.low) + (num(row?.high) - num(row?.low)) * (middle - Math.floor(middle));
      return { total: num(row?.total), answered: num(row?.answered), median_minutes: minutes(median) };
    };
    return { callbacks: of('callbacks'), contacts: of('contacts') };
  }

  return {
    async funnel(range: ReportRange): Promise<FunnelReport> {
      // Summed in SQL per (period, step) and per (source, step), days folded into weeks here. The sources (and the
      // weeks) come from the weekly roll-up (migration 0018): a year is ~4,500 rows instead of ~30,000.
      const span = spanRows(FUNNEL_SPAN, range);
      const rows = await rowsOf(
        db,
        range.group === 'hafta'
          ? sql`select period, step, source, sum(count) as count from (${span}) r
                group by grouping sets ((period, step), (source, step)) having sum(count) <> 0`
          : sql`select day::text as period, step, null as source, sum(count) as count from funnel_daily
                where day >= ${range.from} and day <= ${range.to} group by day, step having sum(count) <> 0
                union all
                select null, step, source, sum(count) from (${span}) r group by source, step having sum(count) <> 0`,
      );
      const total = emptySteps();
      const periods = new Map<string, Record<FunnelStep, number>>();
      const sources = new Map<string, Record<FunnelStep, number>>();
      for (const row of rows) {
        const step = row.step as FunnelStep;
        if (!(step in total)) continue;
        const count = num(row.count);
        if (row.period !== null && row.period !== undefined) {
          total[step] += count;
          const period = periodOf(String(row.period), range.group);
          const p = periods.get(period) ?? emptySteps();
          p[step] += count;
          periods.set(period, p);
        } else {
          const s = sources.get(String(row.source)) ?? emptySteps();
          s[step] += count;
          sources.set(String(row.source), s);
        }
      }
      return {
        steps: funnelWithDrops(total),
        by_period: [...periods].sort(([a], [b]) => a.localeCompare(b)).map(([key, counts]) => ({ period: key, counts })),
        by_source: [...sources].sort(([, a], [, b]) => b.ziyaret - a.ziyaret).map(([source, counts]) => ({ source, counts })),
      };
    },

    async leads(range: ReportRange): Promise<LeadsReport> {
      // From the daily aggregate (migration 0016) and its weekly roll-up (0018): per dimension and key, and per
      // period (the stage rows sum to the period's leads). A year is ~53 × 200 small rows, whatever the number of
      // customers; by day, the periods are read from the daily stage rows.
      const span = spanRows(LEADS_SPAN, range);
      const rows = await rowsOf(
        db,
        range.group === 'hafta'
          ? sql`select dimension, key, period as day, sum(count) as count from (${span}) r
                group by grouping sets ((dimension, key), (dimension, period))
                having sum(count) <> 0 and (grouping(period) = 1 or dimension = 'stage')`
          : sql`select dimension, key, null as day, sum(count) as count from (${span}) r group by dimension, key having sum(count) <> 0
                union all
                select dimension, null, day::text, sum(count) from report_lead_daily
                where dimension = 'stage' and day >= ${range.from} and day <= ${range.to} group by dimension, day having sum(count) <> 0`,
      );
      const dimension = (name: string) => rows.filter((row) => row.dimension === name && row.key !== null && row.key !== undefined);
      const stages = tally(dimension('stage').map((row) => [String(row.key), num(row.count)]));
      const { callbacks, contacts } = await answerSpeeds(range);
      return {
        total: stages.reduce((sum, stage) => sum + stage.count, 0),
        converted: stages.find((stage) => stage.key === 'subeye_gelecek')?.count ?? 0,
        by_city: tally(dimension('city').map((row) => [String(row.key), num(row.count)])),
        by_score_band: tally(dimension('points').map((row) => [scoreBand(num(row.key)), num(row.count)])).sort((a, b) =>
          a.key.localeCompare(b.key, 'en', { numeric: true }),
        ),
        by_stage: stages,
        by_source: tally(dimension('source').map((row) => [String(row.key) || 'form', num(row.count)])),
        by_period: byPeriod(
          rows.filter((row) => row.day !== null && row.day !== undefined).map((row) => [String(row.day), num(row.count)]),
          range.group,
        ),
        callbacks,
        contacts,
      };
    },

    async staff(range: ReportRange): Promise<StaffReport> {
      // A lead's first follow-up note is its first contact: who made it, how long after the lead came in. Kept per
      // lead in report_first_contacts (migration 0016) and counted per week in report_first_contact_weekly (0018). One
      // query: the counts of the range's whole weeks and other days; each median, percentile_cont(0.5) of the
      // minutes, from the two middle rows of the (staff_name, minutes) index instead of a sort of every row.
      const rows = await rowsOf(
        db,
        sql`with counts as (
              select staff_name as name, stage, sum(count) as count from (${spanRows(FIRST_CONTACTS_SPAN, range)}) r
              group by staff_name, stage having sum(count) <> 0
            ), people as (
              select p.name, p.handled, m.low, m.high from (select name, sum(count)::bigint as handled from counts group by name) p,
              lateral (select min(minutes) as low, max(minutes) as high from (
                select minutes from report_first_contacts where staff_name = p.name and lead_day >= ${range.from} and lead_day <= ${range.to}
                order by minutes offset (p.handled - 1) / 2 limit 2) middle) m
            )
            select c.name, c.stage, c.count, p.handled, p.low, p.high from counts c join people p on p.name = c.name`,
      );
      const people = new Map<string, StaffReport[number]>();
      for (const row of rows) {
        const name = String(row.name);
        const handled = num(row.handled);
        const middle = (handled - 1) / 2;
        const low = num(row.low);
        const median = low + ((row.high === null ? low : num(row.high)) - low) * (middle - Math.floor(middle));
        const person = people.get(name) ?? { name, handled, median_first_contact_minutes: minutes(median), outcomes: {} };
        person.outcomes[String(row.stage)] = num(row.count);
        people.set(name, person);
      }
      return [...people.values()].sort((a, b) => b.handled - a.handled || a.name.localeCompare(b.name, 'tr'));
    },

    async calculator(range: ReportRange): Promise<CalculatorReport> {
      const rows = await rowsOf(
        db,
        sql`select day::text as day, loan_type, amount_band, sum(count) as count from loan_calculation_counts
            where day >= ${range.from} and day <= ${range.to}
            group by grouping sets ((day), (loan_type), (amount_band))`,
      );
      const of = (column: string) => rows.filter((row) => row[column] !== null && row[column] !== undefined);
      const byType = tally(of('loan_type').map((row) => [String(row.loan_type), num(row.count)]));
      return {
        total: byType.reduce((sum, type) => sum + type.count, 0),
        by_type: byType,
        by_band: tally(of('amount_band').map((row) => [String(row.amount_band), num(row.count)])).sort(
          (a, b) => parseInt(a.key, 10) - parseInt(b.key, 10),
        ),
        by_period: byPeriod(
          of('day').map((row) => [String(row.day), num(row.count)]),
          range.group,
        ),
      };
    },

    vitals: (range: ReportRange) => readVitals(db, range),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
