import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { KvkkRequestType } from '@kredi/contracts/crm';
import { staff } from './crm.js';
import { phoneVerifications } from './users.js';

/**
 * A data subject's request under KVKK article 11 from the public form, with the verified phone it came with, its
 * 30-day deadline and how staff closed it.
 */
export const kvkkRequests = pgTable(
  'kvkk_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 101 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    verificationId: integer('verification_id').references(() => phoneVerifications.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 16 }).$type<KvkkRequestType>().notNull(),
    details: text('details').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByStaffId: integer('closed_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    closedByName: varchar('closed_by_name', { length: 100 }),
    closeNote: text('close_note').notNull().default(''),
  },
  (table) => [index('kvkk_requests_open_due_idx').on(table.closedAt, table.dueAt)],
);

export type KvkkRequestRow = typeof kvkkRequests.$inferSelect;
