import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { adminLoginAttempts, adminSessions, adminUsers, type AdminLoginOutcome, type AdminUserRow } from '../../../db/schema/index.js';

export interface AttemptLimits {
  windowMs: number;
  maxPerAccount: number;
  maxPerIp: number;
}

export type AttemptReservation = { kind: 'reserved'; attemptId: number } | { kind: 'account_limit' } | { kind: 'ip_limit' };

/** What the guard knows about the caller of an admin route. */
export interface AdminPrincipal {
  id: number;
  username: string;
  sessionId: number;
  expiresAt: Date;
}

/** Outcomes that count against the limits: a pending attempt is a guess still being checked. */
const COUNTED: AdminLoginOutcome[] = ['pending', 'failed'];

export function createAdminAuthRepository(db: Database) {
  return {
    /** The account of a username, active or not. */
    findAccount(username: string): Promise<AdminUserRow | undefined> {
      return db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.username, username))
        .limit(1)
        .then((rows) => rows[0]);
    },

    listActiveAccounts(): Promise<AdminUserRow[]> {
      return db.select().from(adminUsers).where(eq(adminUsers.isActive, true));
    },

    /** Creates the account unless the username exists; true when it was created. */
    async createAccountIfMissing(username: string, passwordHash: string): Promise<boolean> {
      const created = await db.insert(adminUsers).values({ username, passwordHash }).onConflictDoNothing().returning({ id: adminUsers.id });
      return created.length > 0;
    },

    /** Sets a new password and ends every session of the account (same transaction). */
    async setPassword(adminId: number, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(adminUsers).set({ passwordHash, isActive: true, updatedAt: sql`now()` }).where(eq(adminUsers.id, adminId));
        await tx.update(adminSessions).set({ revokedAt: sql`now()` }).where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
      });
    },

    /**
     * Counts the recent failures of the account (since its last success) and of the IP, before any password is
     * hashed, and reserves a 'pending' attempt when both are under their limits. Runs under advisory locks on the
     * account and the IP (always in that order), so parallel guesses across API instances cannot overshoot.
     */
    async reserveAttempt(username: string, ip: string, limits: AttemptLimits): Promise<AttemptReservation> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `admin-login-account:${username}`);
        await advisoryXactLock(tx, `admin-login-ip:${ip}`);
        const windowStart = sql`now() - make_interval(secs => ${limits.windowMs / 1000})`;
        // A success forgives the failures before it.
        const lastSuccess = sql`(select max(${adminLoginAttempts.createdAt}) from ${adminLoginAttempts} where ${adminLoginAttempts.username} = ${username} and ${adminLoginAttempts.outcome} = 'ok')`;
        const since = sql`greatest(${windowStart}, coalesce(${lastSuccess}, '-infinity'::timestamptz))`;
        const [byAccount] = await tx
          .select({ n: count() })
          .from(adminLoginAttempts)
          .where(and(eq(adminLoginAttempts.username, username), inArray(adminLoginAttempts.outcome, COUNTED), gt(adminLoginAttempts.createdAt, since)));
        if ((byAccount?.n ?? 0) >= limits.maxPerAccount) return { kind: 'account_limit' };
        const [byIp] = await tx
          .select({ n: count() })
          .from(adminLoginAttempts)
          .where(and(eq(adminLoginAttempts.ip, ip), inArray(adminLoginAttempts.outcome, COUNTED), gt(adminLoginAttempts.createdAt, windowStart)));
        if ((byIp?.n ?? 0) >= limits.maxPerIp) return { kind: 'ip_limit' };
        // The limits look back 15 minutes; older rows only hold addresses we no longer need.
        await tx.delete(adminLoginAttempts).where(lt(adminLoginAttempts.createdAt, sql`now() - interval '1 day'`));
        const [attempt] = await tx.insert(adminLoginAttempts).values({ username, ip, outcome: 'pending' }).returning({ id: adminLoginAttempts.id });
        return { kind: 'reserved', attemptId: attempt!.id };
      });
    },

    async settleAttempt(attemptId: number, outcome: 'ok' | 'failed'): Promise<void> {
      await db.update(adminLoginAttempts).set({ outcome }).where(eq(adminLoginAttempts.id, attemptId));
    },

    async createSession(adminId: number, tokenHash: string, ttlMs: number): Promise<Date> {
      const [session] = await db
        .insert(adminSessions)
        .values({ adminId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${ttlMs / 1000})` })
        .returning({ expiresAt: adminSessions.expiresAt });
      return session!.expiresAt;
    },

    /** The live session of a token: not revoked, not expired, its account active. */
    async findPrincipal(tokenHash: string): Promise<AdminPrincipal | undefined> {
      const [row] = await db
        .select({ id: adminUsers.id, username: adminUsers.username, sessionId: adminSessions.id, expiresAt: adminSessions.expiresAt })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminSessions.adminId, adminUsers.id))
        .where(
          and(
            eq(adminSessions.tokenHash, tokenHash),
            isNull(adminSessions.revokedAt),
            gt(adminSessions.expiresAt, sql`now()`),
            eq(adminUsers.isActive, true),
          ),
        )
        .limit(1);
      return row;
    },

    async revokeSession(sessionId: number): Promise<void> {
      await db.update(adminSessions).set({ revokedAt: sql`now()` }).where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
    },
  };
}

export type AdminAuthRepository = ReturnType<typeof createAdminAuthRepository>;
