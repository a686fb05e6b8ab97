import type { CrmStage } from '@kredi/contracts/crm';
import { sql } from 'drizzle-orm';
import { staff } from './crm.js';
import { bigint, boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Users API (docs/users-api.md): people who asked for an SMS code on the credit form, their codes,
 * the leads (customers) they submitted, the KVKK consent proof of each lead and, outside
 * production, the outbox of the console SMS provider.
 */

/** One row per phone number; name and surname are those of the latest verified /register/ (a stranger's request changes nothing). */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: varchar('phone', { length: 10 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  surname: varchar('surname', { length: 50 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Verification status of a code:
 * - pending: stored, SMS not confirmed yet (never accepted);
 * - sent: delivered to the gateway, accepted by /verify/ until expires_at, at most 5 wrong tries;
 * - failed: the gateway did not take it (never accepted, not counted in the limits);
 * - superseded: a newer code was sent to the same phone;
 * - dead: too many wrong tries;
 * - verified: the code was exchanged (once) for a proof; the proof proves the phone until verified_until
 *   (add-customer and call-me carry the proof, never the code).
 */
export type PhoneVerificationStatus = 'pending' | 'sent' | 'failed' | 'superseded' | 'dead' | 'verified';

/** One SMS code. Only its HMAC is stored; these rows are also the send log the limits count. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 10 }).notNull(),
    /** HMAC-SHA256(OTP_SECRET, phone + ':' + code), hex. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    /** Name and surname given with this request: they become the user's only once the code is verified. */
    name: varchar('name', { length: 50 }).notNull().default(''),
    surname: varchar('surname', { length: 50 }).notNull().default(''),
    /** SHA-256 (hex) of the proof /verify/ answered for this code; the proof itself is never stored. */
    proofHash: varchar('proof_hash', { length: 64 }),
    status: varchar('status', { length: 16 }).$type<PhoneVerificationStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** Address that asked for the code (per-IP limit). */
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
    /** The gateway's id of the message (Netgsm jobid). */
    providerMessageId: varchar('provider_message_id', { length: 64 }),
  },
  (table) => [
    index('phone_verifications_phone_created_idx').on(table.phone, table.createdAt),
    index('phone_verifications_ip_created_idx').on(table.ip, table.createdAt),
    uniqueIndex('phone_verifications_proof_hash_uq').on(table.proofHash),
  ],
);

export type { CrmStage };

/** A lead: one full submit of the credit form (docs/users-api.md, 'Tables'). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The verified code this application was submitted with: one customer per verification (idempotent submit).
     * NULL for a customer staff made from a callback or contact request.
     */
    verificationId: integer('verification_id').references(() => phoneVerifications.id, { onDelete: 'restrict' }),
    /** Id of the lead in an external CRM, when one is synced. */
    userCrmId: varchar('user_crm_id', { length: 64 }),
    name: varchar('name', { length: 50 }).notNull(),
    surname: varchar('surname', { length: 50 }).notNull(),
    fullName: varchar('full_name', { length: 101 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    tc: varchar('tc', { length: 11 }).notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: varchar('gender', { length: 10 }).notNull().default(''),
    city: varchar('city', { length: 40 }).notNull(),
    location: varchar('location', { length: 40 }).notNull(),
    age: smallint('age').notNull(),
    sgkStatus: smallint('sgk_status').notNull(),
    legalFollowup: smallint('legal_followup').notNull(),
    lastCreditUsage: smallint('last_credit_usage').notNull(),
    currentAccountLimit: integer('current_account_limit').notNull(),
    monthlyCreditPayment: integer('monthly_credit_payment').notNull(),
    last3MonthsCreditApplications: smallint('last_3_months_credit_applications').notNull(),
    findeksScore: smallint('findeks_score').notNull(),
    findeksFlag: boolean('findeks_flag').notNull().default(false),
    findeksCount: integer('findeks_count').notNull().default(0),
    findeksRequestDate: timestamp('findeks_request_date', { withTimezone: true }),
    findeksIndex: varchar('findeks_index', { length: 8 }).notNull().default('0'),
    homeIndex: varchar('home_index', { length: 8 }).notNull().default('0'),
    infoIndex: varchar('info_index', { length: 8 }).notNull().default('0'),
    calculatedCreditLimit: bigint('calculated_credit_limit', { mode: 'number' }).notNull().default(0),
    recommendedLimit: bigint('recommended_limit', { mode: 'number' }).notNull().default(0),
    creditScorePoints: smallint('credit_score_points').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(true),
    isBlacklisted: boolean('is_blacklisted').notNull().default(false),
    callme: boolean('callme').notNull().default(false),
    callmeAt: timestamp('callme_at', { withTimezone: true }),
    crmStage: varchar('crm_stage', { length: 32 }).$type<CrmStage>().notNull().default('aranacak'),
    source: varchar('source', { length: 16 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    kvkkIsVerified: boolean('kvkk_is_verified').notNull().default(false),
    remindingSmsSent: boolean('reminding_sms_sent').notNull().default(false),
    crmNote: text('crm_note').notNull().default(''),
    /** Staff member the lead is assigned to (CRM). */
    assignedStaffId: integer('assigned_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** searchKey of name, phone and city (contracts/crm customerSearchText), written by the repositories on every insert and update. */
    searchText: text('search_text').notNull().default(''),
    /** Next contact of the latest follow-up (NULL when it set none): the reminders and pending follow-ups count this. */
    nextContactAt: timestamp('next_contact_at', { withTimezone: true }),
    /** When a KVKK erase request anonymised this lead. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_verification_id_uq').on(table.verificationId),
    // text_pattern_ops: serves equality and the CRM's phone-prefix search (LIKE '531000%') in any collation;
    // with the id, that search finds the newest matches from the index alone.
    index('customers_phone_idx').on(table.phone.op('text_pattern_ops'), table.id),
    index('customers_created_at_idx').on(table.createdAt),
    index('customers_crm_stage_id_idx').on(table.crmStage, table.id),
    // The reminder counters and filters (ranges of next_contact_at) and the next-contact order's keyset.
    index('customers_next_contact_id_idx').on(table.nextContactAt, table.id),
    // 'Bana atananlar' and 'Atanmamış' (IS NULL) with the newest-first keyset.
    index('customers_assigned_staff_id_idx').on(table.assignedStaffId, table.id),
    // Substring search on the folded text (needs the pg_trgm extension, created by the migration).
    index('customers_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** Proof of the KVKK consent given with a lead (time, IP, verified phone, notice version). */
export const kvkkConsents = pgTable('kvkk_consents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verificationId: integer('verification_id')
    .notNull()
    .references(() => phoneVerifications.id, { onDelete: 'restrict' }),
  phone: varchar('phone', { length: 10 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  noticeVersion: varchar('notice_version', { length: 32 }).notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
});

/** Messages of the console SMS provider, readable at GET /api/dev/sms-outbox/ outside production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 10 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('sms_outbox_phone_id_idx').on(table.phone, table.id)],
);

export type UserRow = typeof users.$inferSelect;
export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type KvkkConsentRow = typeof kvkkConsents.$inferSelect;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
