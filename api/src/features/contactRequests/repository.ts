import type { Database } from '../../db/client.js';
import { insertUnderIpLimit } from '../../db/ipLimitedInsert.js';
import { contactRequests } from '../../db/schema/index.js';
import { startRequestClock } from '../crm/public.js';

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
     * One statement under an advisory lock on the IP (db/ipLimitedInsert.ts), so concurrent
     * requests across API instances cannot overshoot.
     */
    async createUnderIpLimit(input: NewContactRequest, ip: string, maxPerHour: number): Promise<{ id: number } | undefined> {
      // The request and its first-response clock are stored together or not at all (a failure half-way must not keep
      // a request whose visitor was told it was not taken).
      return db.transaction(async (tx) => {
        const created = await insertUnderIpLimit(tx, {
          table: contactRequests,
          lockKey: `contact-request-ip:${ip}`,
          ip,
          maxPerHour,
          values: { ...input, ip },
        });
        // The CRM's first-response clock starts with the request (docs/crm.md 'First response').
        if (created) await startRequestClock(tx, 'iletisim', created.id, input.phone, new Date());
        return created;
      });
    },
  };
}

export type ContactRequestRepository = ReturnType<typeof createContactRequestRepository>;
