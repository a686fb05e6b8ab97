import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * How many speed beacons an IP sent in an hour, held in the database so every API instance counts the same
 * (migration 0023). The IP itself is not kept: `ip_key` is the SHA-256 of the hour and the IP, and a row is deleted
 * once the hour after it has begun.
 */
export const vitalsBeaconIpHours = pgTable(
  'vitals_beacon_ip_hours',
  {
    ipKey: varchar('ip_key', { length: 64 }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ipKey, table.hour] }), index('vitals_beacon_ip_hours_hour_idx').on(table.hour)],
);
