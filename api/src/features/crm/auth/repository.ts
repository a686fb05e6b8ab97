import { and, count, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { staff, staffAuthCodes, type StaffAuthCodeRow, type StaffRow } from '../../../db/schema/index.js';
import { createStaffSessions } from '../../staff/sessions.js';

const HOUR_MS = 60 * 60_000;

/** Codes the limits do not count: those that signed someone in, and those the gateway never took. */
const NOT_COUNTED = ['used', 'failed'] as const;

export interface IssueCodeInput {
  phone: string;
  ip: string;
  codeHash: string;
  now: Date;
  ttlMs: number;
  /** Unused codes one phone may get within one code lifetime (ttlMs). */
  maxPerPhonePerTtl: number;
  maxPerIpPerHour: number;
}

/** At most this many live codes of a phone are tried at verify-code (the newest; the limit keeps it at 3 anyway). */
const LIVE_CODES_TRIED = 3;

export type IssueCodeResult =
  | { kind: 'issued'; codeId: number; staff: StaffRow | undefined }
  | { kind: 'phone_limit' }
  | { kind: 'ip_limit' };

export interface SessionInput {
  tokenHash: string;
  now: Date;
  maxMs: number;
}

export function createCrmAuthRepository(db: Database) {
  return {
    /**
     * Checks the limits (unused codes per phone within one code lifetime, per IP in the last hour) and stores the new
     * code: 'sent' for an active staff phone, 'decoy' for any other number, so the two cases do the same work and
     * count the same. Older live codes stay valid: a stranger's request never kills the code the owner holds
     * (issue 21.2). One transaction under per-phone, then per-IP locks.
     */
    async issueCode(input: IssueCodeInput): Promise<IssueCodeResult> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `crm-code-phone:${input.phone}`);
        await advisoryXactLock(tx, `crm-code-ip:${input.ip}`);
        const countWhere = (column: typeof staffAuthCodes.phone | typeof staffAuthCodes.ip, value: string, windowMs: number) =>
          tx
            .select({ n: count() })
            .from(staffAuthCodes)
            .where(
              and(
                eq(column, value),
                gt(staffAuthCodes.createdAt, new Date(input.now.getTime() - windowMs)),
                notInArray(staffAuthCodes.status, [...NOT_COUNTED]),
              ),
            );
        const [byPhone] = await countWhere(staffAuthCodes.phone, input.phone, input.ttlMs);
        if ((byPhone?.n ?? 0) >= input.maxPerPhonePerTtl) return { kind: 'phone_limit' };
        const [byIp] = await countWhere(staffAuthCodes.ip, input.ip, HOUR_MS);
        if ((byIp?.n ?? 0) >= input.maxPerIpPerHour) return { kind: 'ip_limit' };

        const [member] = await tx
          .select()
          .from(staff)
          .where(and(eq(staff.phone, input.phone), eq(staff.isActive, true)))
          .limit(1);
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

    /** The phone's codes that are still live ('sent' or 'decoy', not expired), newest first. */
    async liveCodes(phone: string, now: Date): Promise<StaffAuthCodeRow[]> {
      return db
        .select()
        .from(staffAuthCodes)
        .where(and(eq(staffAuthCodes.phone, phone), inArray(staffAuthCodes.status, ['sent', 'decoy']), gt(staffAuthCodes.expiresAt, now)))
        .orderBy(desc(staffAuthCodes.id))
        .limit(LIVE_CODES_TRIED);
    },

    /**
     * One wrong try, atomically, against every code it was compared with (so each code still gets at most `max`
     * guesses in all, however many are live); at `max` tries a code dies.
     */
    async countWrongAttempt(ids: number[], max: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(staffAuthCodes)
        .set({
          attempts: sql`${staffAuthCodes.attempts} + 1`,
          status: sql`case when ${staffAuthCodes.attempts} + 1 >= ${max} then 'dead' else ${staffAuthCodes.status} end`,
        })
        .where(and(inArray(staffAuthCodes.id, ids), inArray(staffAuthCodes.status, ['sent', 'decoy'])));
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
        await createStaffSessions(db).open({ staffId: member.id, ...session }, tx as unknown as Database);
        return member;
      });
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
        await createStaffSessions(db).revokeAll(staffId, now, tx as unknown as Database);
      });
    },
  };
}

export type CrmAuthRepository = ReturnType<typeof createCrmAuthRepository>;
