import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FirstResponseKind } from '@kredi/contracts/crm';
import { callbackRequests } from './callbackRequests.js';
import { contactRequests } from './contactRequests.js';
import { staff } from './crm.js';
import { customers } from './users.js';

/**
 * The first-response clock (migration 0021, docs/crm.md 'First response'): one row per new lead, callback request and
 * contact request. `due_at` and `next_step_at` are computed in working time (contracts common/workingTime.ts) when the
 * row is written, so the database only compares instants.
 */
export const crmFirstResponses = pgTable(
  'crm_first_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 16 }).$type<FirstResponseKind>().notNull(),
    /** The lead; for a request, the customer its phone matched when it arrived (null: none). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    callbackRequestId: integer('callback_request_id').references(() => callbackRequests.id, { onDelete: 'cascade' }),
    contactRequestId: integer('contact_request_id').references(() => contactRequests.id, { onDelete: 'cascade' }),
    /** Who owned it when it arrived: the staff report counts the clock for this person. */
    ownerStaffId: integer('owner_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    /** The target reached: `target_minutes` of working time after the arrival. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The target in force at the arrival (a later change of the setting leaves running clocks alone). */
    targetMinutes: integer('target_minutes').notNull(),
    /** Escalation steps done (0-3). */
    step: smallint('step').notNull().default(0),
    /** When the next step is due; null once answered or after the last step. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedBy: integer('responded_by').references(() => staff.id, { onDelete: 'set null' }),
    /** Working time from the arrival to the first contact. */
    waitedSeconds: integer('waited_seconds'),
  },
  (table) => [
    check('crm_first_responses_kind_check', sql`${table.kind} in ('basvuru', 'geri_arama', 'iletisim')`),
    check('crm_first_responses_step_check', sql`${table.step} between 0 and 3`),
    uniqueIndex('crm_first_responses_lead_idx')
      .on(table.customerId)
      .where(sql`${table.kind} = 'basvuru'`),
    uniqueIndex('crm_first_responses_callback_idx')
      .on(table.callbackRequestId)
      .where(sql`${table.callbackRequestId} is not null`),
    uniqueIndex('crm_first_responses_contact_idx')
      .on(table.contactRequestId)
      .where(sql`${table.contactRequestId} is not null`),
    index('crm_first_responses_next_step_idx')
      .on(table.nextStepAt)
      .where(sql`${table.respondedAt} is null and ${table.nextStepAt} is not null`),
    index('crm_first_responses_waiting_idx')
      .on(table.dueAt, table.customerId)
      .where(sql`${table.kind} = 'basvuru' and ${table.respondedAt} is null`),
    index('crm_first_responses_customer_idx').on(table.customerId),
    index('crm_first_responses_arrived_idx').on(table.arrivedAt),
  ],
);

/**
 * The audit record of the escalation: one row per step taken, unique per clock and step, so no step can happen twice
 * even if two API instances reach it at once. Ids only, no personal data.
 */
export const crmFirstResponseSteps = pgTable(
  'crm_first_response_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clockId: integer('clock_id')
      .notNull()
      .references(() => crmFirstResponses.id, { onDelete: 'cascade' }),
    /** No foreign key, like the other audit rows: the step outlives nothing it should not. */
    customerId: integer('customer_id'),
    step: smallint('step').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    /** The staff ids told. */
    notified: jsonb('notified').$type<number[]>().notNull().default([]),
    fromStaffId: integer('from_staff_id'),
    toStaffId: integer('to_staff_id'),
    /** The timeline's text (contracts/crm escalationTexts). */
    detail: text('detail').notNull().default(''),
  },
  (table) => [
    uniqueIndex('crm_first_response_steps_clock_step_idx').on(table.clockId, table.step),
    index('crm_first_response_steps_customer_idx').on(table.customerId, table.id),
  ],
);

export type CrmFirstResponseRow = typeof crmFirstResponses.$inferSelect;
export type CrmFirstResponseStepRow = typeof crmFirstResponseSteps.$inferSelect;
