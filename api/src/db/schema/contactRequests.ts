import { staff } from './crm.js';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages sent through the "Bize Ulaşın" form on /iletisim. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    // Optional on the form; stored as '' rather than NULL so the CRM always gets a string.
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sender's address (per-IP limit); NULL on rows stored before it was recorded. */
    ip: varchar('ip', { length: 64 }),
    isRead: boolean('is_read').notNull().default(false),
    isReplied: boolean('is_replied').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /** The staff member who last changed the request in the CRM, and when. */
    handledByStaffId: integer('handled_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('contact_requests_ip_created_idx').on(table.ip, table.createdAt),
    index('contact_requests_created_idx').on(table.createdAt),
    index('contact_requests_phone_key_idx').on(sql`(right(regexp_replace(${table.phone}, '[^0-9]', '', 'g'), 10))`),
  ],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
