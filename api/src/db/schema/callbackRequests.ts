import { staff } from './crm.js';
import { sql } from 'drizzle-orm';
import type { CallOutcome } from '@kredi/contracts/crm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** "Sizi Arayalım" footer form: a phone number staff should call back. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sender's address (per-IP limit); NULL on rows stored before it was recorded. */
    ip: varchar('ip', { length: 64 }),
    isContacted: boolean('is_contacted').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** The staff member who last changed the request in the CRM, and when. */
    handledByStaffId: integer('handled_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The latest call outcome recorded on it (contracts/crm callOutcomes.ts); NULL before the first call. */
    lastOutcome: varchar('last_outcome', { length: 16 }).$type<CallOutcome>(),
  },
  (table) => [
    index('callback_requests_ip_created_idx').on(table.ip, table.createdAt),
    index('callback_requests_created_idx').on(table.createdAt),
    // Requests are matched to customers on the last 10 digits of what the visitor typed.
    index('callback_requests_phone_key_idx').on(sql`(right(regexp_replace(${table.phoneNumber}, '[^0-9]', '', 'g'), 10))`),
  ],
);

export type CallbackRequestRow = typeof callbackRequests.$inferSelect;
