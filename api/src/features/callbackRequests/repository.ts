import type { Database } from '../../db/client.js';
import { insertUnderIpLimit } from '../../db/ipLimitedInsert.js';
import { KVKK_NOTICE_VERSION } from '@kredi/contracts/users';
import { callbackRequests, leadConsents } from '../../db/schema/index.js';
import { startRequestClock } from '../crm/public.js';

export function createCallbackRequestRepository(db: Database) {
  return {
    /**
     * Stores the request unless `ip` already stored `maxPerHour` of them in the last hour
     * (undefined then, nothing written); one statement, see db/ipLimitedInsert.ts.
     */
    async createUnderIpLimit(
      phoneNumber: string,
      ip: string,
      maxPerHour: number,
      marketing: { sms: boolean; call: boolean } = { sms: false, call: false },
    ): Promise<{ id: number } | undefined> {
      // The request, its consent record and its first-response clock are stored together or not at all: a database
      // that fails half-way must not keep a request whose visitor was told it was not taken.
      return db.transaction(async (tx) => {
        const created = await insertUnderIpLimit(tx, {
          table: callbackRequests,
          lockKey: `callback-request-ip:${ip}`,
          ip,
          maxPerHour,
          values: { phoneNumber, ip },
        });
        if (!created) return undefined;
        // What the visitor agreed to, kept with the request (docs/kvkk.md 'Consent records'); its number is not verified.
        await tx.insert(leadConsents).values({
          callbackRequestId: created.id,
          channel: 'callback',
          noticeVersion: KVKK_NOTICE_VERSION,
          consentedAt: new Date(),
          marketingSms: marketing.sms,
          marketingCall: marketing.call,
        });
        // The CRM's first-response clock starts with the request (docs/crm.md 'First response').
        await startRequestClock(tx, 'geri_arama', created.id, phoneNumber, new Date());
        return created;
      });
    },
  };
}

export type CallbackRequestRepository = ReturnType<typeof createCallbackRequestRepository>;
