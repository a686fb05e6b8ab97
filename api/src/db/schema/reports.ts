import { date, doublePrecision, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { customers } from './users.js';

/*
 * The reports' own data (docs/reports.md): daily aggregates only. Nothing here names or identifies a
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

/*
 * Aggregates of the leads and staff reports, kept by statement-level triggers on `customers` and
 * `customer_follow_ups` in the writing transaction (migration 0016_report_aggregates, docs/reports.md): never
 * written by the API's code.
 */

/** Leads per Istanbul day of `created_at` and per value of one dimension: 'city', 'stage', 'source' or 'points'. */
export const reportLeadDaily = pgTable(
  'report_lead_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 8 }).notNull(),
    key: varchar('key', { length: 40 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] })],
);

/** A contacted lead's first follow-up: who made it and how many minutes after the lead came in. */
export const reportFirstContacts = pgTable(
  'report_first_contacts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    leadDay: date('lead_day', { mode: 'string' }).notNull(),
    staffName: varchar('staff_name', { length: 100 }).notNull(),
    minutes: doublePrecision('minutes').notNull(),
    stage: varchar('stage', { length: 32 }).notNull(),
  },
  (table) => [
    index('report_first_contacts_lead_day_idx').on(table.leadDay, table.staffName, table.stage),
    index('report_first_contacts_staff_minutes_idx').on(table.staffName, table.minutes, table.leadDay),
  ],
);

/*
 * Weekly roll-ups (ISO weeks, keyed by the Monday) of the funnel, the lead aggregate and the first contacts, kept by
 * statement-level triggers on the daily tables (migration 0018_report_weekly): never written by the API's code.
 */

export const funnelWeekly = pgTable(
  'funnel_weekly',
  {
    week: date('week', { mode: 'string' }).notNull(),
    step: varchar('step', { length: 20 }).notNull(),
    source: varchar('source', { length: 60 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.week, table.step, table.source] })],
);

export const reportLeadWeekly = pgTable(
  'report_lead_weekly',
  {
    week: date('week', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 8 }).notNull(),
    key: varchar('key', { length: 40 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.week, table.dimension, table.key] })],
);

export const reportFirstContactWeekly = pgTable(
  'report_first_contact_weekly',
  {
    week: date('week', { mode: 'string' }).notNull(),
    staffName: varchar('staff_name', { length: 100 }).notNull(),
    stage: varchar('stage', { length: 32 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.week, table.staffName, table.stage] })],
);
