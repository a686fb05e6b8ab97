import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { advisoryXactLock } from '../../db/locks.js';
import { contactRequests, type ContactRequestRow } from '../../db/schema/index.js';

export interface NewContactRequest {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export function createContactRequestRepository(db: Database) {
  return {
    /**
     * Stored unread, unreplied and without notes; the CRM works it from there. Nothing is
     * written (undefined) when `ip` already sent `maxPerHour` messages in the last hour.
     * Count and insert run in one transaction under an advisory lock on the IP, so concurrent
     * requests across API instances cannot overshoot.
     */
    async createUnderIpLimit(input: NewContactRequest, ip: string, maxPerHour: number): Promise<ContactRequestRow | undefined> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `contact-request-ip:${ip}`);
        const [recent] = await tx
          .select({ n: count() })
          .from(contactRequests)
          .where(and(eq(contactRequests.ip, ip), gt(contactRequests.createdAt, sql`now() - interval '1 hour'`)));
        if ((recent?.n ?? 0) >= maxPerHour) return undefined;
        const [created] = await tx
          .insert(contactRequests)
          .values({ ...input, ip })
          .returning();
        return created!;
      });
    },
  };
}

export type ContactRequestRepository = ReturnType<typeof createContactRequestRepository>;
