import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LIVE_TICKET_TTL_SECONDS } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { crmLiveTickets, staff } from '../../../db/schema/index.js';
import { hashSessionToken, newSessionToken } from '../../staff/tokens.js';

/** Tickets that open the live stream once (contracts/crm live.ts): 256 random bits, stored as SHA-256, 30 s, single use. */
export function createLiveTickets(db: Database) {
  return {
    async issue(staffId: number, now: Date): Promise<{ ticket: string; expiresAt: Date }> {
      const ticket = newSessionToken();
      const expiresAt = new Date(now.getTime() + LIVE_TICKET_TTL_SECONDS * 1000);
      // Used and expired tickets are worth nothing: drop them as new ones are made (the expiry index serves it).
      await db.delete(crmLiveTickets).where(lt(crmLiveTickets.expiresAt, new Date(now.getTime() - 60_000)));
      await db.insert(crmLiveTickets).values({ staffId, tokenHash: hashSessionToken(ticket), expiresAt });
      return { ticket, expiresAt };
    },

    /** The staff member a live, unused ticket belongs to (marking it used), or undefined. Atomic: one stream per ticket. */
    async redeem(ticket: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(crmLiveTickets)
        .set({ usedAt: now })
        .where(
          and(eq(crmLiveTickets.tokenHash, hashSessionToken(ticket)), isNull(crmLiveTickets.usedAt), gt(crmLiveTickets.expiresAt, now)),
        )
        .returning({ staffId: crmLiveTickets.staffId });
      if (!row) return undefined;
      const [active] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, row.staffId), sql`${staff.isActive}`))
        .limit(1);
      return active?.id;
    },
  };
}

export type LiveTickets = ReturnType<typeof createLiveTickets>;
