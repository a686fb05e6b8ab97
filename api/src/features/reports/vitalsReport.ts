import { sql } from 'drizzle-orm';
import { VITAL_GOALS, periodOf, vitalPercentile, type VitalMetric, type VitalsReport } from '@kredi/contracts/reports';
import type { Database } from '../../db/client.js';
import { wholeWeeks, type ReportRange } from './span.js';

/* The speed report (docs/reports.md): p75 per page and day or week, read from the summed histograms. */

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

/** p75 per page and day (or week) against the goals: the histograms summed, then read. */
export async function readVitals(db: Database, range: ReportRange): Promise<VitalsReport> {
  // By week: the range's whole weeks from web_vitals_weekly, the days of a partial first or last week from the
  // daily table (a year is ~53 histograms per page and metric instead of 365).
  // The rows come as one text, a line per histogram (paths are [a-z0-9-/._*] only, vitalPagePath): on PGlite
  // ~3,000 result rows cost several times the query, one string costs nothing.
  const weeks = range.group === 'hafta' ? wholeWeeks(range) : null;
  const result = (await db.execute(
    sql`select string_agg(concat_ws(E'\t', day, path, metric, samples, buckets), E'\n') as lines from (${
      weeks
        ? sql`select week::text as day, path, metric, buckets::text as buckets, samples from web_vitals_weekly where week >= ${weeks.first} and week <= ${weeks.last}
            union all
            select day::text as day, path, metric, buckets::text as buckets, samples from web_vitals_daily where day >= ${range.from} and day <= ${range.to}
              and (day < ${weeks.first} or day > ${weeks.lastDay})`
        : sql`select day::text as day, path, metric, buckets::text as buckets, samples from web_vitals_daily where day >= ${range.from} and day <= ${range.to}`
    }) v`,
  )) as unknown as { rows: { lines: string | null }[] };
  const lines = result.rows[0]?.lines;
  const rows = lines ? lines.split('\n').map((line) => line.split('\t')) : [];
  const groups = new Map<string, { day: string; path: string; metric: VitalMetric; buckets: number[]; samples: number }>();
  const periods = new Map<string, string>();
  for (const [rowDay, path, rowMetric, samples, buckets] of rows as [string, string, string, string, string][]) {
    const day = periods.get(rowDay) ?? periodOf(rowDay, range.group);
    periods.set(rowDay, day);
    const metric = rowMetric as VitalMetric;
    if (!(metric in VITAL_GOALS)) continue;
    const key = `${day}|${path}|${metric}`;
    const group = groups.get(key) ?? { day, path, metric, buckets: [], samples: 0 };
    addBuckets(group.buckets, buckets);
    group.samples += Number(samples);
    groups.set(key, group);
  }
  const all = [...groups.values()];
  const [days, paths, metrics] = [ranksOf(all.map((g) => g.day)), ranksOf(all.map((g) => g.path)), ranksOf(all.map((g) => g.metric))];
  return all
    .sort(
      (a, b) =>
        days.get(a.day)! - days.get(b.day)! || paths.get(a.path)! - paths.get(b.path)! || metrics.get(a.metric)! - metrics.get(b.metric)!,
    )
    .map(({ day, path, metric, buckets, samples }) => ({
      day,
      path,
      metric,
      p75: vitalPercentile(metric, buckets),
      goal: VITAL_GOALS[metric],
      samples,
    }));
}
