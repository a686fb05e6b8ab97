import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@kredi/contracts/staff';
import { customers } from './users.js';

/**
 * Staff CRM (docs/crm.md): staff accounts, their sign-in codes and sessions, the follow-up notes of
 * each customer (the audit trail of stage changes) and the audit events of KVKK requests. Decisions: docs/crm.md.
 */

/**
 * A staff account: the one identity of the CRM and the admin area (docs/admin.md, 'One staff identity, one token,
 * one guard'). It signs in with the phone and an SMS code (CRM), or with a username and an argon2id password (admin
 * area); the role decides what it reaches (docs/admin.md 'Roles'). A disabled account loses its sessions.
 */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As typed on the sign-in page: 11 digits, '05XXXXXXXXX'. NULL for an account that signs in with a password only. */
    phone: varchar('phone', { length: 11 }).unique(),
    /** Lower-cased on write (locale-independent), so the password sign-in is case-insensitive. */
    username: varchar('username', { length: 50 }).unique(),
    /** argon2id (PHC string), never the password itself. */
    passwordHash: text('password_hash'),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    role: varchar('role', { length: 16 }).$type<StaffRole>().notNull().default('personel'),
    isActive: boolean('is_active').notNull().default(true),
    /** 'Görevdeyim': an active 'personel' on duty gets new leads in turn (docs/crm.md 'Owner'). */
    onDuty: boolean('on_duty').notNull().default(false),
    /** When this account last got a lead in turn: the next lead goes to the on-duty account that waited longest. */
    lastLeadAt: timestamp('last_lead_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_role_check', sql`${table.role} in ('personel', 'yönetici', 'admin')`),
    check('staff_sign_in_check', sql`${table.phone} is not null or (${table.username} is not null and ${table.passwordHash} is not null)`),
  ],
);

/**
 * Status of a sign-in code:
 * - sent: delivered to the gateway, accepted until expires_at, at most a few wrong tries;
 * - used: signed someone in (single use);
 * - dead: too many wrong tries;
 * - superseded: a newer code went to the same phone (old rows only: a new code no longer voids an older one, so a
 *   stranger cannot void the code the owner holds);
 * - failed: the gateway did not take it;
 * - decoy: the phone is not a staff number, nothing was sent (kept so the limits count it like any other).
 */
export type StaffCodeStatus = 'sent' | 'used' | 'dead' | 'superseded' | 'failed' | 'decoy';

/** One sign-in code. Only its HMAC is stored; the rows are also the send log the limits count. */
export const staffAuthCodes = pgTable(
  'staff_auth_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 11 }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256(OTP_SECRET, 'staff:' + phone + ':' + code), hex. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).$type<StaffCodeStatus>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_auth_codes_phone_created_idx').on(table.phone, table.createdAt),
    index('staff_auth_codes_ip_created_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * A signed-in session of a staff account, however it signed in (SMS code or password). Only the SHA-256 of the token
 * is stored (api/src/staff/tokens.ts); the guard checks every session the same way.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Moved forward on use (at most once a minute); the idle expiry counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    /** Absolute expiry: the session ends then, however busy. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_id_idx').on(table.staffId)],
);

/**
 * A follow-up note (docs/crm.md, 'Follow-ups and concurrency'). It is also the audit trail of the customer: who wrote it, when,
 * and the stage before and after (from_stage/to_stage, NULL when the stage was not changed).
 */
export const customerFollowUps = pgTable(
  'customer_follow_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The writer's name at the time, kept even if the account is removed later. */
    staffName: varchar('staff_name', { length: 100 }).notNull(),
    note: text('note').notNull().default(''),
    fromStage: varchar('from_stage', { length: 32 }),
    toStage: varchar('to_stage', { length: 32 }),
    nextContactAt: timestamp('next_contact_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('customer_follow_ups_customer_id_idx').on(table.customerId, table.id),
    index('customer_follow_ups_created_idx').on(table.createdAt),
  ],
);

/**
 * Customers per stage, kept by triggers on customers (migration 0005): the dashboard reads six rows instead of
 * counting 100,000. The triggers take one transaction-scoped advisory lock before touching it, so two stage changes
 * in opposite directions cannot deadlock on its rows.
 */
export const crmStageCounts = pgTable('crm_stage_counts', {
  stage: varchar('stage', { length: 32 }).primaryKey(),
  count: integer('count').notNull().default(0),
});

export type CrmAuditAction = 'kvkk_export' | 'kvkk_erase' | 'request_to_customer' | 'marketing_optout';

/** Staff actions on a person's data that the law asks us to be able to show (KVKK article 11 requests). */
export const crmAuditEvents = pgTable(
  'crm_audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: varchar('staff_name', { length: 100 }).notNull(),
    action: varchar('action', { length: 32 }).$type<CrmAuditAction>().notNull(),
    /** No foreign key: the event must outlive the customer row. */
    customerId: integer('customer_id').notNull(),
    /** Counts and ids only, never personal data. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('crm_audit_events_customer_id_idx').on(table.customerId)],
);

export type StaffRow = typeof staff.$inferSelect;
export type StaffAuthCodeRow = typeof staffAuthCodes.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type CustomerFollowUpRow = typeof customerFollowUps.$inferSelect;
export type CrmAuditEventRow = typeof crmAuditEvents.$inferSelect;
