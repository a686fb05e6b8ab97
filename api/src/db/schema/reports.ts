import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/*
 * The reports' own data (issue 24, docs/reports.md): daily aggregates only. Nothing here names or identifies a
 * visit or a person: no visit id, no IP, no phone.
 */

/** One funnel step's count per Istanbul day and source ('google.com', 'kampanya:...', 'doğrudan'). */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    step: varchar('step', { length: 20 }).notNull(),
    source: varchar('source', { length: 60 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.step, table.source] })],
);

/** Real visitors' measurements as a histogram per day, page and metric (bounds in contracts/reports/vitals.ts). */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: varchar('path', { length: 120 }).notNull(),
    metric: varchar('metric', { length: 8 }).notNull(),
    buckets: integer('buckets').array().notNull(),
    samples: integer('samples').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.metric] })],
);

/** How many measured page views came over each connection type, per day (kept apart: the histograms stay small). */
export const webVitalsConnections = pgTable(
  'web_vitals_connections',
  {
    day: date('day', { mode: 'string' }).notNull(),
    connection: varchar('connection', { length: 16 }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.connection] })],
);
