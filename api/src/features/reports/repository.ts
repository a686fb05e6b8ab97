import { sql } from 'drizzle-orm';
import {
  FUNNEL_STEP_IDS,
  VITAL_GOALS,
  funnelWithDrops,
  periodOf,
  scoreBand,
  vitalPercentile,
  type CalculatorReport,
  type FunnelReport,
  type FunnelStep,
  type LeadsReport,
  type ReportGroup,
  type StaffReport,
  type VitalMetric,
  type VitalsReport,
} from '@kredi/contracts/reports';
import type { Database } from '../../db/client.js';
import { FIRST_CONTACTS_SPAN, FUNNEL_SPAN, LEADS_SPAN, spanRows, wholeWeeks, type ReportRange } from './span.js';

export type { ReportRange } from './span.js';

/*
 * The reports' reads (issue 24, docs/reports.md). Every query is one pass over the range, grouped in SQL; the
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

/**
 * Adds a histogram read as text, '{1,0,3}', to `into` bucket by bucket: integer arrays are read as text (the drivers'
 * array parsers cost more than the query) and summed digit by digit here, with no array per row (a year's ~3,000 rows).
 */
export function addBuckets(into: number[], text: string): void {
  let index = 0;
  let value = 0;
  let sign = 1;
  for (let i = 1; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) value = value * 10 + (code - 48);
    else if (code === 45) sign = -1;
    else if (code === 44 || (code === 125 && i > 1)) {
      into[index] = (into[index] ?? 0) + sign * value;
      index += 1;
      value = 0;
      sign = 1;
    }
  }
}

/** The order of String#localeCompare, from one collator (thousands of rows: localeCompare per pair costs more). */
const byText = new Intl.Collator().compare;

/** Each distinct text's place in byText order: a year's ~3,000 rows compare numbers, the collator sees each text once. */
function ranksOf(texts: Iterable<string>): Map<string, number> {
  return new Map([...new Set(texts)].sort(byText).map((text, rank) => [text, rank]));
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

    /** p75 per page and day (or week) against the goals: the histograms summed, then read. */
    async vitals(range: ReportRange): Promise<VitalsReport> {
      // By week: the range's whole weeks from web_vitals_weekly, the days of a partial first or last week from the
      // daily table (a year is ~53 histograms per page and metric instead of 365).
      const weeks = range.group === 'hafta' ? wholeWeeks(range) : null;
      const rows = await rowsOf(
        db,
        weeks
          ? sql`select week::text as day, path, metric, buckets::text as buckets, samples from web_vitals_weekly where week >= ${weeks.first} and week <= ${weeks.last}
                union all
                select day::text as day, path, metric, buckets::text as buckets, samples from web_vitals_daily where day >= ${range.from} and day <= ${range.to}
                  and (day < ${weeks.first} or day > ${weeks.lastDay})`
          : sql`select day::text as day, path, metric, buckets::text as buckets, samples from web_vitals_daily where day >= ${range.from} and day <= ${range.to}`,
      );
      const groups = new Map<string, { day: string; path: string; metric: VitalMetric; buckets: number[]; samples: number }>();
      const periods = new Map<string, string>();
      for (const row of rows) {
        const day = periods.get(String(row.day)) ?? periodOf(String(row.day), range.group);
        periods.set(String(row.day), day);
        const metric = row.metric as VitalMetric;
        if (!(metric in VITAL_GOALS)) continue;
        const key = `${day}|${String(row.path)}|${metric}`;
        const group = groups.get(key) ?? { day, path: String(row.path), metric, buckets: [], samples: 0 };
        addBuckets(group.buckets, String(row.buckets));
        group.samples += num(row.samples);
        groups.set(key, group);
      }
      const all = [...groups.values()];
      const [days, paths, metrics] = [ranksOf(all.map((g) => g.day)), ranksOf(all.map((g) => g.path)), ranksOf(all.map((g) => g.metric))];
      return all
        .sort(
          (a, b) =>
            days.get(a.day)! - days.get(b.day)! ||
            paths.get(a.path)! - paths.get(b.path)! ||
            metrics.get(a.metric)! - metrics.get(b.metric)!,
        )
        .map(({ day, path, metric, buckets, samples }) => ({
          day,
          path,
          metric,
          p75: vitalPercentile(metric, buckets),
          goal: VITAL_GOALS[metric],
          samples,
        }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
