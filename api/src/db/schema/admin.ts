import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AdminAuditAction, AdminAuditEntity } from '@kredi/contracts/admin';
import { loanTypes } from './calculator.js';
import { staff } from './crm.js';

/**
 * The admin area (docs/admin.md): the password sign-in attempts the limits count, credit formulas and the
 * audit trail. The accounts and sessions are the staff tables (crm.ts). Decisions: docs/admin.md.
 */

/**
 * Outcome of one sign-in attempt: 'pending' while the password is being checked (it already counts against the
 * limits, so parallel guesses cannot slip past them), then 'failed' or 'ok'.
 */
export type AdminLoginOutcome = 'pending' | 'failed' | 'ok';

/** Sign-in attempts, counted per account and per IP before any hashing; rows older than a day are deleted. */
export const adminLoginAttempts = pgTable(
  'admin_login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The username as typed (lower-cased), whether or not such an account exists. */
    username: varchar('username', { length: 50 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    outcome: varchar('outcome', { length: 8 }).$type<AdminLoginOutcome>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_login_attempts_username_created_idx').on(table.username, table.createdAt),
    index('admin_login_attempts_ip_created_idx').on(table.ip, table.createdAt),
    index('admin_login_attempts_username_ip_created_idx').on(table.username, table.ip, table.createdAt),
  ],
);

/**
 * A credit formula (docs/admin.md, 'Credit formulas'): the monthly instalment as an expression of P, r and n (read by the safe parser).
 * It belongs to a loan type; the type's one active formula computes the calculator's instalment.
 */
export const creditFormulas = pgTable(
  'credit_formulas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    loanTypeId: varchar('loan_type_id', { length: 40 })
      .notNull()
      .references(() => loanTypes.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    expression: varchar('expression', { length: 300 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_formulas_one_active_per_type')
      .on(table.loanTypeId)
      .where(sql`${table.isActive}`),
  ],
);

/**
 * Every change made in the admin area: who (kept by name too, so the record outlives the account), when, what
 * (action, kind and id of the thing, a readable label) and the values before and after. Written in the same
 * transaction as the change itself.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The staff account that made the change (migration 0010: admin accounts became staff accounts). */
    adminId: integer('admin_id').references(() => staff.id, { onDelete: 'set null' }),
    adminUsername: varchar('admin_username', { length: 50 }).notNull(),
    action: varchar('action', { length: 16 }).$type<AdminAuditAction>().notNull(),
    entity: varchar('entity', { length: 32 }).$type<AdminAuditEntity>().notNull(),
    entityId: integer('entity_id'),
    label: varchar('label', { length: 300 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('admin_audit_events_created_idx').on(table.createdAt),
    index('admin_audit_events_entity_idx').on(table.entity, table.entityId),
  ],
);

export type CreditFormulaRow = typeof creditFormulas.$inferSelect;
export type AdminAuditEventRow = typeof adminAuditEvents.$inferSelect;
