import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LIVE_TICKET_TTL_SECONDS } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { crmLiveTickets, staff } from '../../../db/schema/index.js';
import { hashSessionToken, newSessionToken } from '../../../staff/tokens.js';

const TTL_MS = LIVE_TICKET_TTL_SECONDS * 1000;
const MINUTE_MS = 60_000;

/** Who a redeemed ticket opens the stream for. */
export interface LiveTicketHolder {
  staffId: number;
  /** NULL for a ticket made before tickets carried their session. */
  sessionId: number | null;
}

/** Tickets that open the live stream once (contracts/crm live.ts): 256 random bits, stored as SHA-256, 30 s, single use. */
export function createLiveTickets(db: Database) {
  return {
    /**
     * A new ticket, unless the session already got `maxPerMinute` in the last minute (undefined then). Counted in the
     * database under a per-session advisory lock, so the limit holds across API instances; a ticket's issue time is
     * its expiry less the fixed lifetime.
     */
    async issue(
      holder: { staffId: number; sessionId: number },
      now: Date,
      maxPerMinute: number,
    ): Promise<{ ticket: string; expiresAt: Date } | undefined> {
      const ticket = newSessionToken();
      const expiresAt = new Date(now.getTime() + TTL_MS);
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `crm-live-ticket:${holder.sessionId}`);
        const [recent] = await tx
          .select({ n: count() })
          .from(crmLiveTickets)
          .where(
            and(eq(crmLiveTickets.sessionId, holder.sessionId), gt(crmLiveTickets.expiresAt, new Date(now.getTime() - MINUTE_MS + TTL_MS))),
          );
        if ((recent?.n ?? 0) >= maxPerMinute) return undefined;
        // Used and expired tickets are worth nothing: drop them as new ones are made (the expiry index serves it).
        await tx.delete(crmLiveTickets).where(lt(crmLiveTickets.expiresAt, new Date(now.getTime() - MINUTE_MS)));
        await tx.insert(crmLiveTickets).values({ ...holder, tokenHash: hashSessionToken(ticket), expiresAt });
        return { ticket, expiresAt };
      });
    },

    /** Who a live, unused ticket belongs to (marking it used), or undefined. Atomic: one stream per ticket. */
    async redeem(ticket: string, now: Date): Promise<LiveTicketHolder | undefined> {
      const [row] = await db
        .update(crmLiveTickets)
        .set({ usedAt: now })
        .where(
          and(eq(crmLiveTickets.tokenHash, hashSessionToken(ticket)), isNull(crmLiveTickets.usedAt), gt(crmLiveTickets.expiresAt, now)),
        )
        .returning({ staffId: crmLiveTickets.staffId, sessionId: crmLiveTickets.sessionId });
      if (!row) return undefined;
      const [active] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, row.staffId), sql`${staff.isActive}`))
        .limit(1);
      return active ? { staffId: active.id, sessionId: row.sessionId } : undefined;
    },
  };
}

export type LiveTickets = ReturnType<typeof createLiveTickets>;
