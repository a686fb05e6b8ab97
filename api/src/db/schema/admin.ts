import { index, integer, pgTable, text, timestamp, varchar, boolean } from 'drizzle-orm/pg-core';

/**
 * The admin area (issue 10, spec 2.12-2.14): administrator accounts, their sessions and the sign-in attempts the
 * limits count. Decisions: docs/admin.md.
 */

/** An administrator. The password is stored as an argon2id hash (PHC string), never in clear. */
export const adminUsers = pgTable('admin_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Lower-cased on write (locale-independent), so sign-in is case-insensitive. */
  username: varchar('username', { length: 50 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in admin session. Only the SHA-256 of the token is stored; logout sets revoked_at. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('admin_sessions_admin_id_idx').on(table.adminId)],
);

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
  ],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;
