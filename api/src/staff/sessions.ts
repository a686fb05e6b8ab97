import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@kredi/contracts/staff';
import type { Database } from '../db/client.js';
import { staff, staffSessions } from '../db/schema/index.js';

/** The session's last use is written at most this often (one write per minute per session, not per request). */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in staff member behind a request, as the guard found it (its role is read at each request). */
export interface StaffPrincipal {
  sessionId: number;
  id: number;
  fullName: string;
  /** NULL for an account that signs in with a password only. */
  phone: string | null;
  /** NULL for an account that signs in with its phone only. */
  username: string | null;
  role: StaffRole;
  /** The absolute end of the session. */
  expiresAt: Date;
}

export interface OpenSessionInput {
  staffId: number;
  tokenHash: string;
  now: Date;
  /** The absolute lifetime this sign-in gives (CRM: CRM_SESSION_MAX_HOURS, admin: ADMIN_SESSION_HOURS). */
  maxMs: number;
}

/** The sessions of staff accounts, whichever way they signed in: one table, one validation. */
export function createStaffSessions(db: Database) {
  const sessions = {
    /** Opens a session (use the caller's transaction when the sign-in has other writes); answers its absolute end. */
    async open(input: OpenSessionInput, handle: Database = db): Promise<Date> {
      const expiresAt = new Date(input.now.getTime() + input.maxMs);
      await handle.insert(staffSessions).values({
        staffId: input.staffId,
        tokenHash: input.tokenHash,
        createdAt: input.now,
        lastUsedAt: input.now,
        expiresAt,
      });
      return expiresAt;
    },

    /** The staff member behind a live session: not revoked, not past its absolute or idle expiry, account active. */
    async authenticate(tokenHash: string, now: Date, idleMs: number): Promise<StaffPrincipal | undefined> {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          lastUsedAt: staffSessions.lastUsedAt,
          expiresAt: staffSessions.expiresAt,
          id: staff.id,
          fullName: staff.fullName,
          phone: staff.phone,
          username: staff.username,
          role: staff.role,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastUsedAt, new Date(now.getTime() - idleMs)),
            eq(staff.isActive, true),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, row.sessionId));
      }
      const { lastUsedAt: _lastUsedAt, ...principal } = row;
      return principal;
    },

    async revoke(sessionId: number, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Ends every session of an account (disabled, password or role changed). */
    async revokeAll(staffId: number, now: Date, handle: Database = db): Promise<void> {
      await handle
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },

    /** Disables the account and ends every session it holds, in one transaction: a disabled member is signed out at once. */
    async disableAccount(staffId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ isActive: false, updatedAt: now }).where(eq(staff.id, staffId));
        await sessions.revokeAll(staffId, now, tx as unknown as Database);
      });
    },
  };
  return sessions;
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
