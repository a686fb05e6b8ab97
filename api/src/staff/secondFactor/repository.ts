import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  adminSignInChallenges,
  staffRecoveryCodes,
  staffTotp,
  type AdminSignInChallengeRow,
  type SignInChallengePurpose,
  type StaffTotpRow,
} from '../../db/schema/index.js';
import { hashSessionToken, newSessionToken } from '../tokens.js';

/** A challenge dies after this many wrong codes (the per-account-and-IP and per-IP limits apply as well). */
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The second factor's rows: the TOTP secret, recovery codes and the sign-in step between the first factor (a password
 * or an SMS code) and a session. The step's table keeps its first name, admin_sign_in_challenges: the CRM uses it too.
 */
export function createSecondFactorRepository(db: Database) {
  return {
    async totpOf(staffId: number): Promise<StaffTotpRow | undefined> {
      const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId)).limit(1);
      return row;
    },

    /** True when the account has a confirmed second factor. */
    async hasConfirmedTotp(staffId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: staffTotp.staffId })
        .from(staffTotp)
        .where(and(eq(staffTotp.staffId, staffId), isNotNull(staffTotp.confirmedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Stores a new, unconfirmed secret (replacing an earlier unconfirmed one); never touches a confirmed one. */
    async savePendingSecret(staffId: number, secretEnc: string): Promise<boolean> {
      const rows = await db
        .insert(staffTotp)
        .values({ staffId, secretEnc })
        .onConflictDoUpdate({ target: staffTotp.staffId, set: { secretEnc, lastStep: 0 }, setWhere: isNull(staffTotp.confirmedAt) })
        .returning({ id: staffTotp.staffId });
      return rows.length > 0;
    },

    /**
     * Records a used step, atomically: false when this step (or a newer one) was used already, so a code signs in
     * once even when two requests carry it at the same time.
     */
    async useStep(staffId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staffTotp)
        .set({ lastStep: step })
        .where(and(eq(staffTotp.staffId, staffId), lt(staffTotp.lastStep, step)))
        .returning({ id: staffTotp.staffId });
      return rows.length > 0;
    },

    /** Confirms the pending secret with its first code and stores the recovery code hashes, replacing older ones. */
    async confirm(staffId: number, step: number, recoveryHashes: string[], now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(staffTotp)
          .set({ confirmedAt: now, lastStep: step })
          .where(and(eq(staffTotp.staffId, staffId), isNull(staffTotp.confirmedAt), lt(staffTotp.lastStep, step)))
          .returning({ id: staffTotp.staffId });
        if (rows.length === 0) return false;
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
        await tx.insert(staffRecoveryCodes).values(recoveryHashes.map((codeHash) => ({ staffId, codeHash })));
        return true;
      });
    },

    /** Replaces every recovery code of the account with new ones, in one transaction: the old ones stop working at once. */
    async replaceRecoveryCodes(staffId: number, recoveryHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
        await tx.insert(staffRecoveryCodes).values(recoveryHashes.map((codeHash) => ({ staffId, codeHash })));
      });
    },

    /** Removes the factor: the secret, the recovery codes and the account's open sign-in steps, in one transaction. */
    async remove(staffId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
        await tx.delete(adminSignInChallenges).where(eq(adminSignInChallenges.staffId, staffId));
        await tx.delete(staffTotp).where(eq(staffTotp.staffId, staffId));
      });
    },

    async unusedRecoveryCodes(staffId: number): Promise<Array<{ id: number; codeHash: string }>> {
      return db
        .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
    },

    /** Marks a recovery code used, atomically (false when a concurrent request used it first). */
    async useRecoveryCode(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.id, id), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },

    async openChallenge(staffId: number, purpose: SignInChallengePurpose, ip: string, now: Date) {
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
      await db.delete(adminSignInChallenges).where(lt(adminSignInChallenges.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
      await db.insert(adminSignInChallenges).values({ staffId, purpose, ip, tokenHash: hashSessionToken(token), expiresAt });
      return { token, expiresAt };
    },

    /** The live challenge of a token (unused, not expired, under its attempt budget), or undefined. */
    async liveChallenge(token: string, now: Date): Promise<AdminSignInChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(adminSignInChallenges)
        .where(
          and(
            eq(adminSignInChallenges.tokenHash, hashSessionToken(token)),
            isNull(adminSignInChallenges.usedAt),
            gt(adminSignInChallenges.expiresAt, now),
            lt(adminSignInChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
          ),
        )
        .limit(1);
      return row;
    },

    async countChallengeFailure(id: number): Promise<void> {
      await db
        .update(adminSignInChallenges)
        .set({ attempts: sql`${adminSignInChallenges.attempts} + 1` })
        .where(eq(adminSignInChallenges.id, id));
    },

    /** Uses the challenge once (false when a concurrent request used it first). */
    async useChallenge(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(adminSignInChallenges)
        .set({ usedAt: now })
        .where(and(eq(adminSignInChallenges.id, id), isNull(adminSignInChallenges.usedAt)))
        .returning({ id: adminSignInChallenges.id });
      return rows.length > 0;
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
