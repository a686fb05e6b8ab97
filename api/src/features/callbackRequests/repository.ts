import type { Database } from '../../db/client.js';
import { insertUnderIpLimit } from '../../db/ipLimitedInsert.js';
import { callbackRequests } from '../../db/schema/index.js';
import { startRequestClock } from '../crm/firstResponse/clock.js';

export function createCallbackRequestRepository(db: Database) {
  return {
    /**
     * Stores the request unless `ip` already stored `maxPerHour` of them in the last hour
     * (undefined then, nothing written); one statement, see db/ipLimitedInsert.ts.
     */
    async createUnderIpLimit(phoneNumber: string, ip: string, maxPerHour: number): Promise<{ id: number } | undefined> {
      const created = await insertUnderIpLimit(db, {
        table: callbackRequests,
        lockKey: `callback-request-ip:${ip}`,
        ip,
        maxPerHour,
        values: { phoneNumber, ip },
      });
      // The CRM's first-response clock starts with the request (docs/crm.md 'First response').
      if (created) await startRequestClock(db, 'geri_arama', created.id, phoneNumber, new Date());
      return created;
    },
  };
}

export type CallbackRequestRepository = ReturnType<typeof createCallbackRequestRepository>;
