import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { vitalBounds, vitalBucket, type ConnectionType, type FunnelStep, type VitalMetric } from '@kredi/contracts/reports';
import type { Database } from '../../db/client.js';

/** A day holds at most this many pages of measurements: past it new pages are dropped (a script cannot fill the table). */
const MAX_PAGES_PER_DAY = 200;
const HOUR_MS = 60 * 60_000;

/** Writes the anonymous beacons as daily aggregates: one upsert each, safe under concurrency. */
export function createBeaconRepository(db: Database) {
  return {
    /**
     * Counts one speed beacon of this IP in the current hour and says whether it is within `maxPerHour`: one upsert,
     * atomic across instances. The IP is kept only as the SHA-256 of the hour and the IP; the hours before the last
     * one are deleted in the same statement, so no key outlives two hours.
     */
    async takeVitalsSlot(ip: string, now: Date, maxPerHour: number): Promise<boolean> {
      const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
      const key = createHash('sha256').update(`${hour.toISOString()}|${ip}`).digest('hex');
      const result = await db.execute(sql`
        with expired as (delete from vitals_beacon_ip_hours where hour < ${new Date(hour.getTime() - HOUR_MS).toISOString()}::timestamptz)
        insert into vitals_beacon_ip_hours (ip_key, hour, count) values (${key}, ${hour.toISOString()}::timestamptz, 1)
        on conflict (ip_key, hour) do update set count = vitals_beacon_ip_hours.count + 1
        returning count`);
      const [row] = (result as unknown as { rows: Array<{ count: number }> }).rows;
      return Number(row?.count) <= maxPerHour;
    },

    async countFunnelStep(day: string, step: FunnelStep, source: string): Promise<void> {
      await db.execute(sql`
        insert into funnel_daily (day, step, source, count) values (${day}, ${step}, ${source}, 1)
        on conflict (day, step, source) do update set count = funnel_daily.count + 1`);
    },

    async recordVitals(
      day: string,
      path: string,
      connection: ConnectionType,
      values: { metric: VitalMetric; value: number }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { metric, value } of values) {
          const index = vitalBucket(metric, value) + 1; // SQL arrays count from 1
          const empty = new Array<number>(vitalBounds(metric).length + 1).fill(0);
          empty[index - 1] = 1;
          await tx.execute(sql`
            insert into web_vitals_daily (day, path, metric, buckets, samples)
            select ${day}, ${path}, ${metric}, ${sql.raw(`ARRAY[${empty.join(',')}]::integer[]`)}, 1
            where exists (select 1 from web_vitals_daily where day = ${day} and path = ${path})
               or (select count(distinct path) from web_vitals_daily where day = ${day}) < ${MAX_PAGES_PER_DAY}
            on conflict (day, path, metric) do update
              set buckets[${sql.raw(String(index))}] = web_vitals_daily.buckets[${sql.raw(String(index))}] + 1,
                  samples = web_vitals_daily.samples + 1`);
        }
        await tx.execute(sql`
          insert into web_vitals_connections (day, connection, views) values (${day}, ${connection}, 1)
          on conflict (day, connection) do update set views = web_vitals_connections.views + 1`);
      });
    },
  };
}
