import { and, count, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { adminLoginAttempts, staff, type AdminLoginOutcome, type StaffRow } from '../../../db/schema/index.js';
import { createStaffSessions } from '../../../staff/sessions.js';

export type { StaffPrincipal as AdminPrincipal } from '../../../staff/sessions.js';

export interface AttemptLimits {
  windowMs: number;
  /** Failures of one account from one IP in the window (since that pair's last success). */
  maxPerAccountAndIp: number;
  /** Failures from one IP in the window, whatever the account. */
  maxPerIp: number;
}

export type AttemptReservation = { kind: 'reserved'; attemptId: number } | { kind: 'account_ip_limit' } | { kind: 'ip_limit' };

/** A staff account that signs in with a password. */
export type PasswordAccount = StaffRow & { username: string; passwordHash: string };

/** Outcomes that count against the limits: a pending attempt is a guess still being checked. */
const COUNTED: AdminLoginOutcome[] = ['pending', 'failed'];

const withPassword = (row: StaffRow | undefined): PasswordAccount | undefined =>
  row?.username && row.passwordHash ? (row as PasswordAccount) : undefined;

/** The password sign-in of the admin area: accounts (staff rows with a username), attempts and sessions. */
export function createAdminAuthRepository(db: Database) {
  const sessions = createStaffSessions(db);
  return {
    /** The password account of a username, active or not. */
    async findAccount(username: string): Promise<PasswordAccount | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
      return withPassword(row);
    },

    async listActiveAccounts(): Promise<PasswordAccount[]> {
      const rows = await db
        .select()
        .from(staff)
        .where(and(eq(staff.isActive, true), isNotNull(staff.passwordHash)));
      return rows.flatMap((row) => withPassword(row) ?? []);
    },

    /** Creates an 'admin' account unless the username exists; true when it was created. */
    async createAccountIfMissing(username: string, passwordHash: string): Promise<boolean> {
      const created = await db
        .insert(staff)
        .values({ username, passwordHash, fullName: username, role: 'admin' })
        .onConflictDoNothing()
        .returning({ id: staff.id });
      return created.length > 0;
    },

    /** Sets a new password (the account becomes active) and ends every session of the account, in one transaction. */
    async setPassword(staffId: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(staff)
          .set({ passwordHash, isActive: true, updatedAt: sql`now()` })
          .where(eq(staff.id, staffId));
        await sessions.revokeAll(staffId, new Date(), tx as unknown as Database);
      });
    },

    /**
     * Counts the recent failures of this account from this IP (since the pair's last success) and of the IP, before
     * any password is hashed, and reserves a 'pending' attempt when both are under their limits. The account alone is
     * never limited: strangers failing from elsewhere do not lock its owner out (docs/admin.md). Runs
     * under advisory locks on the pair and the IP (always in that order), so parallel guesses cannot overshoot.
     */
    async reserveAttempt(username: string, ip: string, limits: AttemptLimits): Promise<AttemptReservation> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `admin-login-pair:${username}:${ip}`);
        await advisoryXactLock(tx, `admin-login-ip:${ip}`);
        const windowStart = sql`now() - make_interval(secs => ${limits.windowMs / 1000})`;
        const pair = and(eq(adminLoginAttempts.username, username), eq(adminLoginAttempts.ip, ip));
        // A success from the pair forgives its failures before it.
        const lastSuccess = sql`(select max(${adminLoginAttempts.createdAt}) from ${adminLoginAttempts} where ${pair} and ${adminLoginAttempts.outcome} = 'ok')`;
        const since = sql`greatest(${windowStart}, coalesce(${lastSuccess}, '-infinity'::timestamptz))`;
        const [byPair] = await tx
          .select({ n: count() })
          .from(adminLoginAttempts)
          .where(and(pair, inArray(adminLoginAttempts.outcome, COUNTED), gt(adminLoginAttempts.createdAt, since)));
        if ((byPair?.n ?? 0) >= limits.maxPerAccountAndIp) return { kind: 'account_ip_limit' };
        const [byIp] = await tx
          .select({ n: count() })
          .from(adminLoginAttempts)
          .where(
            and(eq(adminLoginAttempts.ip, ip), inArray(adminLoginAttempts.outcome, COUNTED), gt(adminLoginAttempts.createdAt, windowStart)),
          );
        if ((byIp?.n ?? 0) >= limits.maxPerIp) return { kind: 'ip_limit' };
        // The limits look back 15 minutes; older rows only hold addresses we no longer need.
        await tx.delete(adminLoginAttempts).where(lt(adminLoginAttempts.createdAt, sql`now() - interval '1 day'`));
        const [attempt] = await tx
          .insert(adminLoginAttempts)
          .values({ username, ip, outcome: 'pending' })
          .returning({ id: adminLoginAttempts.id });
        return { kind: 'reserved', attemptId: attempt!.id };
      });
    },

    async settleAttempt(attemptId: number, outcome: 'ok' | 'failed'): Promise<void> {
      await db.update(adminLoginAttempts).set({ outcome }).where(eq(adminLoginAttempts.id, attemptId));
    },

    sessions,
  };
}

export type AdminAuthRepository = ReturnType<typeof createAdminAuthRepository>;
