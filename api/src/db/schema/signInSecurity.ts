import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A verify-code try: 'pending' while the code is being checked, then 'failed' or 'ok'. */
export type StaffCodeAttemptOutcome = 'pending' | 'failed' | 'ok';

/**
 * Every verify-code try of the CRM sign-in, the log its limits count (per phone and IP, per IP, and the tries on a
 * phone from clients that asked for none of its live codes). `holder` is true when the trying IP had asked for a
 * code of the phone that was still live: the owner's device, whose tries alone use up a code.
 */
export const staffCodeAttempts = pgTable(
  'staff_code_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 11 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    outcome: varchar('outcome', { length: 8 }).$type<StaffCodeAttemptOutcome>().notNull(),
    holder: boolean('holder').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_code_attempts_phone_ip_created_idx').on(table.phone, table.ip, table.createdAt),
    index('staff_code_attempts_ip_created_idx').on(table.ip, table.createdAt),
    index('staff_code_attempts_phone_created_idx').on(table.phone, table.createdAt),
  ],
);
