import { and, count, desc, eq, gt, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/locks.js';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { staff, staffAuthCodes, staffCodeAttempts, type StaffAuthCodeRow, type StaffRow } from '../../../db/schema/index.js';
import { createStaffSessions } from '../../../staff/sessions.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Codes the send limits do not count: those that signed someone in, those the gateway never took, and those their
 * own requester killed with wrong tries (a stranger who burns the codes they asked for frees the owner's way to a
 * new one instead of blocking it).
 */
const NOT_COUNTED = ['used', 'failed', 'dead'] as const;

/** verify-code tries the limits count: a pending try is a guess still being checked. */
const COUNTED_TRIES = ['pending', 'failed'] as const;

export interface IssueCodeInput {
  phone: string;
  ip: string;
  codeHash: string;
  now: Date;
  ttlMs: number;
  /** Unused codes one phone may get within one code lifetime (ttlMs). */
  maxPerPhonePerTtl: number;
  maxPerIpPerHour: number;
  /**
   * Wrong tries on the phone from clients holding none of its codes within one code lifetime past which those
   * clients are refused: while it is reached, the per-phone limit counts the requesting IP's own codes only, so
   * the owner can always ask for a code of their own, and their device then holds it.
   */
  maxForeignWrongPerPhone: number;
}

export interface VerifyLimits {
  now: Date;
  windowMs: number;
  /** The code lifetime: the window of the tries from non-holders. */
  ttlMs: number;
  maxPerPhoneAndIp: number;
  maxPerIp: number;
  maxForeignPerPhone: number;
}

export type VerifyReservation =
  | { kind: 'reserved'; attemptId: number; holder: boolean }
  | { kind: 'phone_ip_limit' }
  | { kind: 'ip_limit' }
  | { kind: 'foreign_limit' };

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

/** Wrong (or still pending) verify-code tries on a phone since `since` from clients that held none of its codes. */
async function countForeignWrong(tx: Tx, phone: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffCodeAttempts)
    .where(
      and(
        eq(staffCodeAttempts.phone, phone),
        eq(staffCodeAttempts.holder, false),
        inArray(staffCodeAttempts.outcome, [...COUNTED_TRIES]),
        gt(staffCodeAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Uses a code (single use, only while live and for an active account): its staff member, or undefined. */
async function useCode(tx: Tx, codeId: number, max: number, now: Date): Promise<StaffRow | undefined> {
  const [used] = await tx
    .update(staffAuthCodes)
    .set({ status: 'used', usedAt: now })
    .where(
      and(
        eq(staffAuthCodes.id, codeId),
        eq(staffAuthCodes.status, 'sent'),
        lt(staffAuthCodes.attempts, max),
        gt(staffAuthCodes.expiresAt, now),
      ),
    )
    .returning({ staffId: staffAuthCodes.staffId });
  if (!used?.staffId) return undefined;
  const [member] = await tx
    .select()
    .from(staff)
    .where(and(eq(staff.id, used.staffId), eq(staff.isActive, true)))
    .limit(1);
  return member;
}

export function createCrmAuthRepository(db: Database) {
  return {
    /**
     * Checks the limits (unused codes per phone within one code lifetime, per IP in the last hour) and stores the new
     * code: 'sent' for an active staff phone, 'decoy' for any other number, so the two cases do the same work and
     * count the same. Older live codes stay valid: a stranger's request never kills the code the owner holds.
     * One transaction under per-phone, then per-IP locks.
     */
    async issueCode(input: IssueCodeInput): Promise<IssueCodeResult> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `crm-code-phone:${input.phone}`);
        await advisoryXactLock(tx, `crm-code-ip:${input.ip}`);
        const since = (windowMs: number) => new Date(input.now.getTime() - windowMs);
        const countCodes = (where: SQL | undefined, windowMs: number) =>
          tx
            .select({ n: count() })
            .from(staffAuthCodes)
            .where(and(where, gt(staffAuthCodes.createdAt, since(windowMs)), notInArray(staffAuthCodes.status, [...NOT_COUNTED])));
        const foreignCapReached = (await countForeignWrong(tx, input.phone, since(input.ttlMs))) >= input.maxForeignWrongPerPhone;
        const phoneCodes = foreignCapReached
          ? and(eq(staffAuthCodes.phone, input.phone), eq(staffAuthCodes.ip, input.ip))
          : eq(staffAuthCodes.phone, input.phone);
        const [byPhone] = await countCodes(phoneCodes, input.ttlMs);
        if ((byPhone?.n ?? 0) >= input.maxPerPhonePerTtl) return { kind: 'phone_limit' };
        const [byIp] = await countCodes(eq(staffAuthCodes.ip, input.ip), HOUR_MS);
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
     * Checks the verify-code limits before any code is compared and reserves a 'pending' try when they allow it:
     * wrong tries for the phone from this IP (since the pair's last sign-in), from this IP for any phone, and, for a
     * client that holds no live code of the phone, the phone's wrong tries from such clients within one code
     * lifetime. The guesser is limited, never the phone: the device that asked for a live code is not held back by
     * anyone else's tries. `signInStep`: a try of the second factor, which counts under the same limits and whose
     * client holds the step its code opened. Under advisory locks on the pair, the phone and the IP (always in that order), so
     * parallel guesses on several API instances cannot overshoot.
     */
    async reserveVerifyAttempt(phone: string, ip: string, limits: VerifyLimits, signInStep = false): Promise<VerifyReservation> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `crm-verify-pair:${phone}:${ip}`);
        await advisoryXactLock(tx, `crm-verify-phone:${phone}`);
        await advisoryXactLock(tx, `crm-verify-ip:${ip}`);
        const windowStart = new Date(limits.now.getTime() - limits.windowMs);
        const counted = inArray(staffCodeAttempts.outcome, [...COUNTED_TRIES]);
        const pair = and(eq(staffCodeAttempts.phone, phone), eq(staffCodeAttempts.ip, ip));
        const [lastOk] = await tx
          .select({ at: sql<Date | string | null>`max(${staffCodeAttempts.createdAt})` })
          .from(staffCodeAttempts)
          .where(and(pair, eq(staffCodeAttempts.outcome, 'ok')));
        const okAt = lastOk?.at ? new Date(lastOk.at) : undefined;
        const pairSince = okAt && okAt > windowStart ? okAt : windowStart;
        const [byPair] = await tx
          .select({ n: count() })
          .from(staffCodeAttempts)
          .where(and(pair, counted, gt(staffCodeAttempts.createdAt, pairSince)));
        if ((byPair?.n ?? 0) >= limits.maxPerPhoneAndIp) return { kind: 'phone_ip_limit' };
        const [byIp] = await tx
          .select({ n: count() })
          .from(staffCodeAttempts)
          .where(and(eq(staffCodeAttempts.ip, ip), counted, gt(staffCodeAttempts.createdAt, windowStart)));
        if ((byIp?.n ?? 0) >= limits.maxPerIp) return { kind: 'ip_limit' };

        const [held] = await tx
          .select({ id: staffAuthCodes.id })
          .from(staffAuthCodes)
          .where(
            and(
              eq(staffAuthCodes.phone, phone),
              eq(staffAuthCodes.ip, ip),
              inArray(staffAuthCodes.status, ['sent', 'decoy']),
              gt(staffAuthCodes.expiresAt, limits.now),
            ),
          )
          .limit(1);
        // A client sending the second factor holds a sign-in step only the phone's code opened: the owner's device.
        const holder = signInStep || held !== undefined;
        if (!holder) {
          const foreign = await countForeignWrong(tx, phone, new Date(limits.now.getTime() - limits.ttlMs));
          if (foreign >= limits.maxForeignPerPhone) return { kind: 'foreign_limit' };
        }
        // The limits look back 15 minutes; older rows only hold addresses no longer needed.
        await tx.delete(staffCodeAttempts).where(lt(staffCodeAttempts.createdAt, new Date(limits.now.getTime() - DAY_MS)));
        const [attempt] = await tx
          .insert(staffCodeAttempts)
          .values({ phone, ip, outcome: 'pending', holder, createdAt: limits.now })
          .returning({ id: staffCodeAttempts.id });
        return { kind: 'reserved', attemptId: attempt!.id, holder };
      });
    },

    async settleVerifyAttempt(attemptId: number, outcome: 'ok' | 'failed' | 'step'): Promise<void> {
      await db.update(staffCodeAttempts).set({ outcome }).where(eq(staffCodeAttempts.id, attemptId));
    },

    /**
     * One wrong try from the client that asked for these codes, atomically against each (so a code still gets at
     * most `max` such guesses in all, however many are live); at `max` tries a code dies. Tries from any other
     * client never reach a code: the limits above hold them back instead.
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
        const member = await useCode(tx, codeId, max, session.now);
        if (!member) return undefined;
        await createStaffSessions(db).open({ staffId: member.id, ...session }, tx as unknown as Database);
        return member;
      });
    },

    /** Uses the code without a session (the second factor opens it); undefined as above. */
    async useCodeOnly(codeId: number, max: number, now: Date): Promise<StaffRow | undefined> {
      return db.transaction((tx) => useCode(tx, codeId, max, now));
    },

    async findStaffById(staffId: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, staffId)).limit(1);
      return row;
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
    disableStaff(staffId: number, now: Date): Promise<void> {
      return createStaffSessions(db).disableAccount(staffId, now);
    },
  };
}

export type CrmAuthRepository = ReturnType<typeof createCrmAuthRepository>;
