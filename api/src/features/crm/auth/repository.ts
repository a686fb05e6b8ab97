import { and, count, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { staff, staffAuthCodes, staffSessions, type StaffAuthCodeRow, type StaffRow } from '../../../db/schema/index.js';

const HOUR_MS = 60 * 60_000;
/** The session's last use is written at most this often (one write per minute per session, not per request). */
const TOUCH_EVERY_MS = 60_000;

/** Codes the limits do not count: those that signed someone in, and those the gateway never took. */
const NOT_COUNTED = ['used', 'failed'] as const;

export interface IssueCodeInput {
  phone: string;
  ip: string;
  codeHash: string;
  now: Date;
  ttlMs: number;
  maxPerPhonePerHour: number;
  maxPerIpPerHour: number;
}

export type IssueCodeResult =
  | { kind: 'issued'; codeId: number; staff: StaffRow | undefined }
  | { kind: 'phone_limit' }
  | { kind: 'ip_limit' };

export interface SessionInput {
  tokenHash: string;
  now: Date;
  maxMs: number;
}

export interface AuthenticatedStaff {
  sessionId: number;
  id: number;
  fullName: string;
  phone: string;
}

export function createCrmAuthRepository(db: Database) {
  return {
    /**
     * Checks the limits (unused codes per phone and per IP in the last hour) and stores the new code: 'sent' for an
     * active staff phone (older live codes of the phone are superseded), 'decoy' for any other number, so the two
     * cases do the same work and count the same. One transaction under per-phone, then per-IP locks.
     */
    async issueCode(input: IssueCodeInput): Promise<IssueCodeResult> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `crm-code-phone:${input.phone}`);
        await advisoryXactLock(tx, `crm-code-ip:${input.ip}`);
        const since = new Date(input.now.getTime() - HOUR_MS);
        const countWhere = (column: typeof staffAuthCodes.phone | typeof staffAuthCodes.ip, value: string) =>
          tx
            .select({ n: count() })
            .from(staffAuthCodes)
            .where(and(eq(column, value), gt(staffAuthCodes.createdAt, since), notInArray(staffAuthCodes.status, [...NOT_COUNTED])));
        const [byPhone] = await countWhere(staffAuthCodes.phone, input.phone);
        if ((byPhone?.n ?? 0) >= input.maxPerPhonePerHour) return { kind: 'phone_limit' };
        const [byIp] = await countWhere(staffAuthCodes.ip, input.ip);
        if ((byIp?.n ?? 0) >= input.maxPerIpPerHour) return { kind: 'ip_limit' };

        const [member] = await tx
          .select()
          .from(staff)
          .where(and(eq(staff.phone, input.phone), eq(staff.isActive, true)))
          .limit(1);
        await tx
          .update(staffAuthCodes)
          .set({ status: 'superseded' })
          .where(and(eq(staffAuthCodes.phone, input.phone), eq(staffAuthCodes.status, 'sent')));
        const [row] = await tx
          .insert(staffAuthCodes)
          .values({
            phone: input.phone,
            staffId: member?.id ?? null,
            codeHash: input.codeHash,
            status: member ? 'sent' : 'decoy',
            ip: input.ip,
            createdAt: input.now,
            expiresAt: new Date(input.now.getTime() + input.ttlMs),
          })
          .returning({ id: staffAuthCodes.id });
        return { kind: 'issued', codeId: row!.id, staff: member };
      });
    },

    /** The gateway did not take the SMS: the code can never be used and is not counted. */
    async markCodeFailed(id: number): Promise<void> {
      await db
        .update(staffAuthCodes)
        .set({ status: 'failed' })
        .where(and(eq(staffAuthCodes.id, id), eq(staffAuthCodes.status, 'sent')));
    },

    /** The newest code of the phone that is still live ('sent' or 'decoy'). */
    async liveCode(phone: string): Promise<StaffAuthCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(staffAuthCodes)
        .where(and(eq(staffAuthCodes.phone, phone), inArray(staffAuthCodes.status, ['sent', 'decoy'])))
        .orderBy(desc(staffAuthCodes.id))
        .limit(1);
      return row;
    },

    /** One wrong try, atomically; at `max` tries the code dies. */
    async countWrongAttempt(id: number, max: number): Promise<void> {
      await db
        .update(staffAuthCodes)
        .set({
          attempts: sql`${staffAuthCodes.attempts} + 1`,
          status: sql`case when ${staffAuthCodes.attempts} + 1 >= ${max} then 'dead' else ${staffAuthCodes.status} end`,
        })
        .where(and(eq(staffAuthCodes.id, id), inArray(staffAuthCodes.status, ['sent', 'decoy'])));
    },

    /**
     * Uses the code (single use, only while live and for an active account) and opens a session, in one
     * transaction. Undefined when a concurrent request used it first or the account is no longer active.
     */
    async useCodeAndOpenSession(codeId: number, max: number, session: SessionInput): Promise<StaffRow | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffAuthCodes)
          .set({ status: 'used', usedAt: session.now })
          .where(
            and(
              eq(staffAuthCodes.id, codeId),
              eq(staffAuthCodes.status, 'sent'),
              lt(staffAuthCodes.attempts, max),
              gt(staffAuthCodes.expiresAt, session.now),
            ),
          )
          .returning({ staffId: staffAuthCodes.staffId });
        if (!used?.staffId) return undefined;
        const [member] = await tx
          .select()
          .from(staff)
          .where(and(eq(staff.id, used.staffId), eq(staff.isActive, true)))
          .limit(1);
        if (!member) return undefined;
        await tx.insert(staffSessions).values({
          staffId: member.id,
          tokenHash: session.tokenHash,
          createdAt: session.now,
          lastUsedAt: session.now,
          expiresAt: new Date(session.now.getTime() + session.maxMs),
        });
        return member;
      });
    },

    /** The staff member behind a live session (not revoked, not past either expiry, account active). */
    async authenticate(tokenHash: string, now: Date, idleMs: number): Promise<AuthenticatedStaff | undefined> {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          lastUsedAt: staffSessions.lastUsedAt,
          id: staff.id,
          fullName: staff.fullName,
          phone: staff.phone,
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
      return { sessionId: row.sessionId, id: row.id, fullName: row.fullName, phone: row.phone };
    },

    async revokeSession(sessionId: number, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    async listStaff(): Promise<StaffRow[]> {
      return db.select().from(staff).orderBy(staff.id);
    },

    /** Adds a staff member, or renames and re-enables the one with this phone. */
    async saveStaff(phone: string, fullName: string, now: Date): Promise<StaffRow> {
      const [row] = await db
        .insert(staff)
        .values({ phone, fullName, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: staff.phone, set: { fullName, isActive: true, updatedAt: now } })
        .returning();
      return row!;
    },

    async findStaffByPhone(phone: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.phone, phone)).limit(1);
      return row;
    },

    /** Disables an account and revokes every session it has, at once. */
    async disableStaff(staffId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ isActive: false, updatedAt: now }).where(eq(staff.id, staffId));
        await tx
          .update(staffSessions)
          .set({ revokedAt: now })
          .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
      });
    },
  };
}

export type CrmAuthRepository = ReturnType<typeof createCrmAuthRepository>;
