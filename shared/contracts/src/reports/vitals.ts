/*
 * Real visitors' speed: the `web-vitals` library measures LCP, INP, CLS and TTFB in the browser and a
 * beacon sends the page path, the values and the connection type. The API keeps them as daily histograms per page,
 * metric and connection type (no single visit, no IP), and the report reads p75 from the histogram.
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The product's goals; TTFB has none of its own (shown for diagnosis). */
export const VITAL_GOALS: Readonly<Record<VitalMetric, number | null>> = { LCP: 1500, INP: 200, CLS: 0.05, TTFB: null };

/** Upper bounds of the histogram buckets: milliseconds for the timings, the unitless score for CLS. */
const TIMING_BOUNDS = [
  50, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000, 5000, 7000, 10_000, 15_000, 30_000, 60_000,
];
const CLS_BOUNDS = [0.005, 0.01, 0.02, 0.03, 0.04, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5];

export function vitalBounds(metric: VitalMetric): readonly number[] {
  return metric === 'CLS' ? CLS_BOUNDS : TIMING_BOUNDS;
}

/** The bucket a value falls in (the last one is open: above every bound). */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const bounds = vitalBounds(metric);
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The q-quantile read from a histogram: the upper bound of the bucket where the cumulative count reaches q (the
 * usual, conservative reading: "p75 is at most this"); null without samples. The open bucket reads as its lower bound.
 */
export function vitalPercentile(metric: VitalMetric, buckets: readonly number[], q = 0.75): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = vitalBounds(metric);
  let cumulative = 0;
  for (let index = 0; index < buckets.length; index += 1) {
    cumulative += buckets[index] ?? 0;
    if (cumulative >= q * total) return bounds[Math.min(index, bounds.length - 1)]!;
  }
  return bounds[bounds.length - 1]!;
}

/** Whether a p75 meets the goal (null: no goal or no data). */
export function meetsGoal(metric: VitalMetric, p75: number | null): boolean | null {
  const goal = VITAL_GOALS[metric];
  return goal === null || p75 === null ? null : p75 <= goal;
}

export const CONNECTION_TYPES = ['4g', '3g', '2g', 'slow-2g', 'bilinmiyor'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** navigator.connection.effectiveType, or 'bilinmiyor' where the browser does not tell (Safari, Firefox). */
export function connectionTypeOf(effectiveType: string | undefined): ConnectionType {
  return (CONNECTION_TYPES as readonly string[]).includes(effectiveType ?? '') ? (effectiveType as ConnectionType) : 'bilinmiyor';
}

/** Page paths kept: at most this long, only the path (the query and hash may carry data and are dropped). */
export const VITAL_PATH_MAX_LENGTH = 120;

/**
 * The largest value a real page load can report: two minutes for the timings (a page still loading after that was
 * left), one minute for an interaction, 10 for CLS (the whole page moving ten times its height). A beacon carrying
 * any value outside [0, max] is dropped whole, never clamped into the data: a clamped value would still move the p75.
 */
export const VITAL_PLAUSIBLE_MAX: Readonly<Record<VitalMetric, number>> = { LCP: 120_000, INP: 60_000, CLS: 10, TTFB: 120_000 };

export function isPlausibleVital(metric: VitalMetric, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= VITAL_PLAUSIBLE_MAX[metric];
}

/**
 * Speed beacons kept per IP and hour, across every API instance (a visitor sends one per page view; an office or a
 * mobile operator's shared address still fits). Past it the beacons of that IP are dropped until the next hour.
 */
export const VITAL_BEACONS_PER_IP_PER_HOUR = 60;
