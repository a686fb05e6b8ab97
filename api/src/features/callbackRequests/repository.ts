import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { advisoryXactLock } from '../../db/locks.js';
import { callbackRequests, type CallbackRequestRow } from '../../db/schema/index.js';

export function createCallbackRequestRepository(db: Database) {
  return {
    /**
     * Stores the request unless `ip` already stored `maxPerHour` of them in the last hour
     * (undefined then, nothing written). Count and insert run in one transaction under an
     * advisory lock on the IP, so concurrent requests across API instances cannot overshoot.
     */
    async createUnderIpLimit(phoneNumber: string, ip: string, maxPerHour: number): Promise<CallbackRequestRow | undefined> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `callback-request-ip:${ip}`);
        const [recent] = await tx
          .select({ n: count() })
          .from(callbackRequests)
          .where(and(eq(callbackRequests.ip, ip), gt(callbackRequests.createdAt, sql`now() - interval '1 hour'`)));
        if ((recent?.n ?? 0) >= maxPerHour) return undefined;
        const [created] = await tx.insert(callbackRequests).values({ phoneNumber, ip }).returning();
        return created!;
      });
    },
  };
}

export type CallbackRequestRepository = ReturnType<typeof createCallbackRequestRepository>;
