import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { RetentionRunItem, RetentionTrigger } from '@kredi/contracts/admin';

/**
 * The record of each destruction run (KVKK Erasure Regulation, kept three years): when, why it ran, and per rule
 * how many records it anonymised or erased. Counts only: no id, name or phone of whose data it was.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: varchar('trigger', { length: 16 }).$type<RetentionTrigger>().notNull(),
    /** The admin who started a manual run, by name so the record outlives the account. */
    startedBy: varchar('started_by', { length: 100 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    items: jsonb('items').$type<RetentionRunItem[]>().notNull().default([]),
  },
  (table) => [index('retention_runs_started_at_idx').on(table.startedAt)],
);

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
