import { smallint, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** One row the health check rewrites: proof that the database still takes writes (see features/health/probe.ts). */
export const healthProbe = pgTable('health_probe', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
