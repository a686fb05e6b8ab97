import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LeadConsentRecord } from '@kredi/contracts/common';
import type { Database } from '../../../db/client.js';
import { callbackRequests, crmAuditEvents, customers, leadConsents, phoneVerifications } from '../../../db/schema/index.js';
import { recordCustomerAudit, type CrmActor } from '../audit.js';

/** A callback request is the customer's when its number, on its last 10 digits, is the customer's (as the timeline). */
const callbackOfPhone = (phone: string): SQL =>
  sql`right(regexp_replace(${callbackRequests.phoneNumber}, '[^0-9]', '', 'g'), 10) = ${phone}`;

/** An erased person's verified code keeps a placeholder ('x…') instead of the number. */
const TEN_DIGITS = /^[0-9]{10}$/;

/**
 * The consent records of a customer's file (docs/kvkk.md 'Consent records'): its own (form, call-me) and those of
 * the callback requests made with its phone. The phone shown is the one the record was given with: the verified
 * code's (an erased person's code holds a placeholder, shown as '') or the callback request's number.
 */
export function createCrmConsentsRepository(db: Database) {
  const whereOf = (customerId: number, phone: string): SQL =>
    phone ? or(eq(leadConsents.customerId, customerId), callbackOfPhone(phone))! : eq(leadConsents.customerId, customerId);

  const phoneOf = async (customerId: number) => {
    const [row] = await db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, customerId)).limit(1);
    return row;
  };

  return {
    async list(customerId: number): Promise<LeadConsentRecord[] | undefined> {
      const customer = await phoneOf(customerId);
      if (!customer) return undefined;
      const rows = await db
        .select({
          consent: leadConsents,
          verifiedPhone: phoneVerifications.phone,
          callbackPhone: callbackRequests.phoneNumber,
        })
        .from(leadConsents)
        .leftJoin(phoneVerifications, eq(phoneVerifications.id, leadConsents.verificationId))
        .leftJoin(callbackRequests, eq(callbackRequests.id, leadConsents.callbackRequestId))
        .where(whereOf(customerId, customer.phone))
        .orderBy(sql`${leadConsents.consentedAt} desc, ${leadConsents.id} desc`)
        .limit(200);
      return rows.map(({ consent: c, verifiedPhone, callbackPhone }) => {
        const phone = c.channel === 'callback' ? (callbackPhone ?? '') : (verifiedPhone ?? '');
        return {
          id: c.id,
          kanal: c.channel,
          aydinlatma_surumu: c.noticeVersion,
          zaman: c.consentedAt.toISOString(),
          telefon: c.channel === 'callback' || TEN_DIGITS.test(phone) ? phone : '',
          telefon_dogrulandi: c.channel !== 'callback' && c.verificationId !== null,
          ticari_sms: c.marketingSms,
          ticari_arama: c.marketingCall,
          geri_alinma_zamani: c.marketingWithdrawnAt?.toISOString() ?? null,
          geri_alan: c.marketingWithdrawnBy,
        };
      });
    },

    /**
     * Withdraws every commercial opt-in still standing on the file, in one transaction with its audit records (the
     * customer's timeline reads the KVKK record). Undefined for an unknown customer; 0 when nothing was standing.
     */
    async withdrawCommercial(customerId: number, actor: CrmActor, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [customer] = await tx.select({ phone: customers.phone }).from(customers).where(eq(customers.id, customerId)).for('update');
        if (!customer) return undefined;
        const standing = and(
          isNull(leadConsents.marketingWithdrawnAt),
          or(eq(leadConsents.marketingSms, true), eq(leadConsents.marketingCall, true)),
        );
        const mine = customer.phone
          ? or(
              eq(leadConsents.customerId, customerId),
              sql`${leadConsents.callbackRequestId} in (select ${callbackRequests.id} from ${callbackRequests} where ${callbackOfPhone(customer.phone)})`,
            )
          : eq(leadConsents.customerId, customerId);
        const withdrawn = await tx
          .update(leadConsents)
          .set({ marketingWithdrawnAt: now, marketingWithdrawnBy: actor.staffName.slice(0, 100) })
          .where(and(mine, standing))
          .returning({ id: leadConsents.id });
        if (withdrawn.length === 0) return 0;
        const details = { onay_idleri: withdrawn.map((w) => w.id) };
        await tx
          .insert(crmAuditEvents)
          .values({ staffId: actor.staffId, staffName: actor.staffName, action: 'marketing_optout', customerId, details });
        await recordCustomerAudit(tx, actor, [{ action: 'marketing_optout', customerId, after: { geri_alinan: withdrawn.length } }]);
        return withdrawn.length;
      });
    },
  };
}

export type CrmConsentsRepository = ReturnType<typeof createCrmConsentsRepository>;
