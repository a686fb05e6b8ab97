import { and, eq, isNull, ne } from 'drizzle-orm';
import type { CustomerEditBody, CustomerEditField } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { withSearchText } from '../../../db/customerSearchText.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { customers, type CustomerRow } from '../../../db/schema/index.js';
import { recordCustomerAudit, type CrmActor } from '../audit.js';

/** The wire field of the edit and the customer column it writes. */
const COLUMNS = {
  name: 'name',
  surname: 'surname',
  phone: 'phone',
  city: 'city',
  age: 'age',
  sgk_status: 'sgkStatus',
  legal_followup: 'legalFollowup',
  last_credit_usage: 'lastCreditUsage',
  current_account_limit: 'currentAccountLimit',
  monthly_credit_payment: 'monthlyCreditPayment',
  last_3_months_credit_applications: 'last3MonthsCreditApplications',
} as const satisfies Record<CustomerEditField, keyof CustomerRow>;

const FIELDS = Object.keys(COLUMNS) as CustomerEditField[];

/** Rectification of a customer's data: checked values in, audited with before and after. */
export function createCrmEditRepository(db: Database) {
  return {
    /**
     * Writes the values in one transaction under the customer's row lock and records the changed fields with their
     * values before and after. Undefined for an unknown customer, 'erased' for one a KVKK erase anonymised,
     * { takenBy } when another person's file holds the new phone.
     */
    async edit(
      customerId: number,
      values: CustomerEditBody,
      actor: CrmActor,
      now: Date,
    ): Promise<CustomerRow | 'erased' | { takenBy: number } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
        if (!current) return undefined;
        if (current.anonymizedAt) return 'erased' as const;
        if (values.phone !== current.phone) {
          // Two edits giving two files the same new phone at once: the lock makes the second one see the first.
          await advisoryXactLock(tx, `crm-customer-phone:${values.phone}`);
          const [holder] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.phone, values.phone), ne(customers.userId, current.userId), isNull(customers.anonymizedAt)))
            .orderBy(customers.id)
            .limit(1);
          // A file of the same person (the same verified user) may share it; anyone else's may not.
          if (holder) return { takenBy: holder.id };
        }
        const changed = FIELDS.filter((field) => current[COLUMNS[field]] !== values[field]);
        if (changed.length === 0) return current;
        const fullName = `${values.name} ${values.surname}`;
        const [row] = await tx
          .update(customers)
          .set({
            ...withSearchText({ fullName, phone: values.phone, city: values.city }),
            name: values.name,
            surname: values.surname,
            age: values.age,
            sgkStatus: values.sgk_status,
            legalFollowup: values.legal_followup,
            lastCreditUsage: values.last_credit_usage,
            currentAccountLimit: values.current_account_limit,
            monthlyCreditPayment: values.monthly_credit_payment,
            last3MonthsCreditApplications: values.last_3_months_credit_applications,
            updatedAt: now,
          })
          .where(eq(customers.id, customerId))
          .returning();
        await recordCustomerAudit(tx, actor, [
          {
            action: 'update',
            customerId,
            before: Object.fromEntries(changed.map((f) => [f, current[COLUMNS[f]]])),
            after: Object.fromEntries(changed.map((f) => [f, values[f]])),
          },
        ]);
        return row;
      });
    },
  };
}

export type CrmEditRepository = ReturnType<typeof createCrmEditRepository>;
