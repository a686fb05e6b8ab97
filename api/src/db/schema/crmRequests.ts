import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CallOutcome } from '@kredi/contracts/crm';
import { callbackRequests } from './callbackRequests.js';
import { staff, staffSessions } from './crm.js';
import { customers, phoneVerifications } from './users.js';

/**
 * Migration 0015: call outcomes, repeat applications of a known phone, and the single-use tickets of the
 * live stream. Decisions: docs/crm.md 'Requests and call outcomes', 'Duplicate leads', 'Live updates'.
 */

/** What one 'Ara' found, on a customer's file, a callback request, or both (a request matched to a customer). */
export const crmCallOutcomes = pgTable(
  'crm_call_outcomes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the record outlives a customer row, like the audit events. */
    customerId: integer('customer_id'),
    callbackRequestId: integer('callback_request_id').references(() => callbackRequests.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: varchar('staff_name', { length: 100 }).notNull(),
    outcome: varchar('outcome', { length: 16 }).$type<CallOutcome>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    check('crm_call_outcomes_outcome_check', sql`${table.outcome} in ('ulasildi', 'ulasilamadi', 'mesgul', 'yanlis_numara')`),
    index('crm_call_outcomes_customer_idx').on(table.customerId, table.id),
  ],
);

/**
 * A repeat submission of the credit form by a phone that already has a customer from the last 30 days: it joins that
 * customer instead of making a second row. Holds the answers as sent (for the timeline and a KVKK export) and the
 * consent proof of this submission; one per verified code, like customers.
 */
export const customerApplications = pgTable(
  'customer_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    verificationId: integer('verification_id')
      .notNull()
      .unique()
      .references(() => phoneVerifications.id, { onDelete: 'restrict' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    findeksPending: boolean('findeks_pending').notNull().default(false),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    noticeVersion: varchar('notice_version', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('customer_applications_customer_idx').on(table.customerId, table.id)],
);

/** A ticket that opens the live stream once (contracts/crm live.ts); only its SHA-256 is stored. */
export const crmLiveTickets = pgTable(
  'crm_live_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The session that asked for it: the tickets per minute and the open streams are counted per session. */
    sessionId: integer('session_id').references(() => staffSessions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('crm_live_tickets_expires_idx').on(table.expiresAt),
    index('crm_live_tickets_session_expires_idx').on(table.sessionId, table.expiresAt),
  ],
);

export type CrmCallOutcomeRow = typeof crmCallOutcomes.$inferSelect;
export type CustomerApplicationRow = typeof customerApplications.$inferSelect;
