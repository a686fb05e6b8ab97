import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { staff } from './crm.js';

/**
 * Saved views of the CRM customer list (migration 0027, docs/crm.md 'Saved views'): a staff member's named filters
 * and sort, kept as the list's canonical query string. A shared view shows in everyone's list of views.
 */
export const crmSavedViews = pgTable(
  'crm_saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    query: text('query').notNull().default(''),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crm_saved_views_staff_name_idx').on(table.staffId, table.name),
    index('crm_saved_views_shared_idx')
      .on(table.id)
      .where(sql`${table.isShared}`),
  ],
);

export type CrmSavedViewRow = typeof crmSavedViews.$inferSelect;
