import type { Database } from '../../db/client.js';
import { insertUnderIpLimit } from '../../db/ipLimitedInsert.js';
import { contactRequests } from '../../db/schema/index.js';

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
      return insertUnderIpLimit(db, {
        table: contactRequests,
        lockKey: `contact-request-ip:${ip}`,
        ip,
        maxPerHour,
        values: { ...input, ip },
      });
    },
  };
}

export type ContactRequestRepository = ReturnType<typeof createContactRequestRepository>;
