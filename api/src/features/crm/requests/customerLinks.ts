import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { CALL_OUTCOME_LABELS, outcomeClosesRequest, type CallOutcome } from '@kredi/contracts/crm';
import { isValidPhone } from '@kredi/contracts/common';
import type { Database } from '../../../db/client.js';
import { withSearchText } from '../../../db/customerSearchText.js';
import { advisoryXactLock } from '../../../db/locks.js';
import {
  callbackRequests,
  contactRequests,
  crmAuditEvents,
  crmCallOutcomes,
  customers,
  users,
  type CallbackRequestRow,
  type ContactRequestRow,
} from '../../../db/schema/index.js';
import { newestCustomerOfPhone, phoneKey, requestPhoneIs } from './phoneMatch.js';
import { assignInTurn } from '../owner/repository.js';
import { linkRequestClocks, stopFirstResponseClocks } from '../firstResponse/clock.js';

export interface Actor {
  id: number;
  fullName: string;
}

export type RequestKind = 'geri-arama-talepleri' | 'iletisim-talepleri';

/** A request's lead source when staff make a customer of it (customers.source). */
export const REQUEST_SOURCE = 'talep';

/** Requests on customers, call outcomes, and customers made from requests (docs/crm.md). */
export function createCustomerLinksRepository(db: Database) {
  return {
    /** The requests with the customer's phone, newest first; undefined for an unknown customer. */
    async requestsOf(
      customerId: number,
    ): Promise<{ phone: string; callbacks: CallbackRequestRow[]; contacts: ContactRequestRow[] } | undefined> {
      const [customer] = await db.select({ phone: customers.phone }).from(customers).where(eq(customers.id, customerId)).limit(1);
      if (!customer) return undefined;
      if (!customer.phone) return { phone: '', callbacks: [], contacts: [] };
      const [callbacks, contacts] = await Promise.all([
        db
          .select()
          .from(callbackRequests)
          .where(requestPhoneIs(callbackRequests.phoneNumber, customer.phone))
          .orderBy(desc(callbackRequests.id))
          .limit(50),
        db
          .select()
          .from(contactRequests)
          .where(requestPhoneIs(contactRequests.phone, customer.phone))
          .orderBy(desc(contactRequests.id))
          .limit(50),
      ]);
      return { phone: customer.phone, callbacks, contacts };
    },

    /**
     * Records one call on a callback request, under its row lock: the outcome is kept (with the customer the phone
     * matches), and 'Ulaşıldı' or 'Yanlış numara' closes the request. Undefined when the request does not exist.
     */
    async recordOnRequest(requestId: number, outcome: CallOutcome, note: string, actor: Actor, now: Date) {
      return db.transaction(async (tx) => {
        const [request] = await tx.select().from(callbackRequests).where(eq(callbackRequests.id, requestId)).for('update');
        if (!request) return undefined;
        const customerId = (await newestCustomerOfPhone(tx, phoneKey(request.phoneNumber))) ?? null;
        const closes = outcomeClosesRequest(outcome) && !request.isContacted;
        const summary = [CALL_OUTCOME_LABELS[outcome], note].filter(Boolean).join(': ');
        const [row] = await tx
          .update(callbackRequests)
          .set({
            lastOutcome: outcome,
            handledByStaffId: actor.id,
            handledAt: now,
            ...(closes ? { isContacted: true, notes: summary } : {}),
          })
          .where(eq(callbackRequests.id, requestId))
          .returning();
        await tx.insert(crmCallOutcomes).values({
          customerId,
          callbackRequestId: requestId,
          staffId: actor.id,
          staffName: actor.fullName,
          outcome,
          note,
          createdAt: now,
        });
        // A call, whatever it found, is the first contact: the request's clock and the customer's stop.
        await stopFirstResponseClocks(tx, { callbackRequestId: requestId, customerId }, now, actor.id);
        return { row: row!, customerId };
      });
    },

    /**
     * Records a call made from the customer's file. False for an unknown customer; 'erased' for one a KVKK erase
     * anonymised (read under the row lock the erase takes, so no call note lands on a file erased meanwhile).
     */
    async recordOnCustomer(customerId: number, outcome: CallOutcome, note: string, actor: Actor, now: Date): Promise<boolean | 'erased'> {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ anonymizedAt: customers.anonymizedAt })
          .from(customers)
          .where(eq(customers.id, customerId))
          .for('update');
        if (!customer) return false;
        if (customer.anonymizedAt) return 'erased' as const;
        await tx
          .insert(crmCallOutcomes)
          .values({ customerId, staffId: actor.id, staffName: actor.fullName, outcome, note, createdAt: now });
        await stopFirstResponseClocks(tx, { customerId }, now, actor.id);
        return true;
      });
    },

    /**
     * Makes a customer of a request whose phone matches none (under a per-phone lock, so two clicks make one). The
     * customer has the phone and the name staff typed; the form's answers are unknown (zeros, 'Bilinmiyor').
     */
    async customerFromRequest(
      kind: RequestKind,
      requestId: number,
      input: { name: string; surname: string; city: string },
      actor: Actor,
      now: Date,
    ): Promise<
      { kind: 'created'; customerId: number } | { kind: 'exists'; customerId: number } | { kind: 'not_found' } | { kind: 'invalid_phone' }
    > {
      return db.transaction(async (tx) => {
        const raw =
          kind === 'geri-arama-talepleri'
            ? (await tx.select({ phone: callbackRequests.phoneNumber }).from(callbackRequests).where(eq(callbackRequests.id, requestId)))[0]
                ?.phone
            : (await tx.select({ phone: contactRequests.phone }).from(contactRequests).where(eq(contactRequests.id, requestId)))[0]?.phone;
        if (raw === undefined) return { kind: 'not_found' };
        const phone = phoneKey(raw);
        if (!isValidPhone(phone)) return { kind: 'invalid_phone' };
        // Same key as the credit form's submit (users repository), so a lead and a staff click cannot both create one.
        await advisoryXactLock(tx, `lead-phone:${phone}`);
        const existing = await newestCustomerOfPhone(tx, phone);
        if (existing !== undefined) return { kind: 'exists', customerId: existing };
        const [user] = await tx
          .insert(users)
          .values({ phone, name: input.name, surname: input.surname, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: users.phone, set: { phone: users.phone } })
          .returning({ id: users.id });
        const fullName = `${input.name} ${input.surname}`;
        const [customer] = await tx
          .insert(customers)
          .values(
            withSearchText({
              userId: user!.id,
              verificationId: null,
              name: input.name,
              surname: input.surname,
              fullName,
              phone,
              city: input.city,
              location: input.city,
              age: 0,
              sgkStatus: 0,
              legalFollowup: 0,
              lastCreditUsage: 0,
              currentAccountLimit: 0,
              monthlyCreditPayment: 0,
              last3MonthsCreditApplications: 0,
              findeksScore: 0,
              findeksFlag: true,
              isVerified: false,
              source: REQUEST_SOURCE,
              createdAt: now,
              updatedAt: now,
            }),
          )
          .returning({ id: customers.id });
        // New customers go to the staff on duty in turn, like a lead from the credit form (docs/crm.md 'Owner').
        await assignInTurn(tx, customer!.id);
        // Calls already made on this phone's requests now belong to the new file (its timeline shows them).
        const requestsOfPhone = tx
          .select({ id: callbackRequests.id })
          .from(callbackRequests)
          .where(requestPhoneIs(callbackRequests.phoneNumber, phone));
        await tx
          .update(crmCallOutcomes)
          .set({ customerId: customer!.id })
          .where(and(isNull(crmCallOutcomes.customerId), inArray(crmCallOutcomes.callbackRequestId, requestsOfPhone)));
        // So do the clocks of those requests (the file's list and timeline show them; a call on the file stops them).
        await linkRequestClocks(tx, customer!.id, phone);
        await tx.insert(crmAuditEvents).values({
          staffId: actor.id,
          staffName: actor.fullName,
          action: 'request_to_customer',
          customerId: customer!.id,
          details: { talep: kind, talep_id: requestId },
          createdAt: now,
        });
        return { kind: 'created', customerId: customer!.id };
      });
    },
  };
}

export type CustomerLinksRepository = ReturnType<typeof createCustomerLinksRepository>;
