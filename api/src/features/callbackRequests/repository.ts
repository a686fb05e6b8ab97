import type { Database } from '../../db/client.js';
import { insertUnderIpLimit } from '../../db/ipLimitedInsert.js';
import { KVKK_NOTICE_VERSION } from '@kredi/contracts/users';
import { callbackRequests, leadConsents } from '../../db/schema/index.js';
import { startRequestClock } from '../crm/firstResponse/clock.js';

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
      const created = await insertUnderIpLimit(db, {
        table: callbackRequests,
        lockKey: `callback-request-ip:${ip}`,
        ip,
        maxPerHour,
        values: { phoneNumber, ip },
      });
      // What the visitor agreed to, kept with the request (docs/kvkk.md 'Consent records'); its number is not verified.
      if (created) {
        await db.insert(leadConsents).values({
          callbackRequestId: created.id,
          channel: 'callback',
          noticeVersion: KVKK_NOTICE_VERSION,
          consentedAt: new Date(),
          marketingSms: marketing.sms,
          marketingCall: marketing.call,
        });
      }
      // The CRM's first-response clock starts with the request (docs/crm.md 'First response').
      if (created) await startRequestClock(db, 'geri_arama', created.id, phoneNumber, new Date());
      return created;
    },
  };
}

export type CallbackRequestRepository = ReturnType<typeof createCallbackRequestRepository>;
