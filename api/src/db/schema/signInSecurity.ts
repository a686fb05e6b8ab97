import { boolean, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { staff } from './crm.js';

/**
 * A verify-code try: 'pending' while the code is being checked, then 'failed' or 'ok'. 'step': a right SMS code of
 * an account with a second factor, which opened the sign-in's next step and, unlike 'ok', forgives no earlier wrong
 * tries (only the whole sign-in does).
 */
export type StaffCodeAttemptOutcome = 'pending' | 'failed' | 'ok' | 'step';

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

/**
 * An account's TOTP second factor (RFC 6238). The secret is stored encrypted with a key derived from the server's
 * OTP_SECRET (api/src/staff/secondFactor/totp.ts), so a database dump alone does not reveal it. `confirmed_at` is NULL
 * while enrolment waits for its first code; `last_step` is the newest 30-second step used, so a code works once.
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  secretEnc: varchar('secret_enc', { length: 200 }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of the second factor, argon2id-hashed like passwords; a used one keeps its row. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

export type SignInChallengePurpose = 'totp' | 'enrol';

/**
 * The step between a correct password and a session: a short-lived, single-use token (SHA-256 stored) that lets the
 * browser send the second factor ('totp') or enrol one ('enrol'), and nothing else.
 */
export const adminSignInChallenges = pgTable(
  'admin_sign_in_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 8 }).$type<SignInChallengePurpose>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('admin_sign_in_challenges_expires_idx').on(table.expiresAt)],
);

export type StaffTotpRow = typeof staffTotp.$inferSelect;
export type AdminSignInChallengeRow = typeof adminSignInChallenges.$inferSelect;
