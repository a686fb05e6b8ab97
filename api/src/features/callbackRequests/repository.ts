import type { Database } from '../../db/client.js';
import { insertUnderIpLimit } from '../../db/ipLimitedInsert.js';
import { callbackRequests } from '../../db/schema/index.js';

export function createCallbackRequestRepository(db: Database) {
  return {
    /**
     * Stores the request unless `ip` already stored `maxPerHour` of them in the last hour
     * (undefined then, nothing written); one statement, see db/ipLimitedInsert.ts.
     */
    async createUnderIpLimit(phoneNumber: string, ip: string, maxPerHour: number): Promise<{ id: number } | undefined> {
      return insertUnderIpLimit(db, {
        table: callbackRequests,
        lockKey: `callback-request-ip:${ip}`,
        ip,
        maxPerHour,
        values: { phoneNumber, ip },
      });
    },
  };
}

export type CallbackRequestRepository = ReturnType<typeof createCallbackRequestRepository>;
