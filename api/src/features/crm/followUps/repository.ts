import { asc, eq } from 'drizzle-orm';
import { stageLabel, type CrmStage } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { customerFollowUps, customers, type CustomerFollowUpRow } from '../../../db/schema/index.js';
import { recordCustomerAudit } from '../audit.js';
import { stopFirstResponseClocks } from '../firstResponse/clock.js';

export interface NewFollowUp {
  customerId: number;
  staffId: number;
  staffName: string;
  note: string;
  /** The chosen stage, or undefined to leave it as it is. */
  stage: CrmStage | undefined;
  nextContactAt: Date | null;
  now: Date;
}

export function createCrmFollowUpsRepository(db: Database) {
  return {
    /** Oldest first: the history reads as it happened. */
    async list(customerId: number): Promise<CustomerFollowUpRow[]> {
      return db.select().from(customerFollowUps).where(eq(customerFollowUps.customerId, customerId)).orderBy(asc(customerFollowUps.id));
    },

    /**
     * Adds a follow-up and applies it to the customer in one transaction. The customer row is locked first
     * (SELECT ... FOR UPDATE), so two staff members writing at once are serialised: both notes are kept, and
     * each records the stage it really changed from. Undefined when the customer does not exist; 'erased' when a KVKK
     * erase anonymised it (the erase takes the same lock, so no note lands on a file erased meanwhile).
     */
    async create(input: NewFollowUp): Promise<CustomerFollowUpRow | 'erased' | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ crmStage: customers.crmStage, crmNote: customers.crmNote, anonymizedAt: customers.anonymizedAt })
          .from(customers)
          .where(eq(customers.id, input.customerId))
          .for('update');
        if (!current) return undefined;
        if (current.anonymizedAt) return 'erased' as const;
        await tx
          .update(customers)
          .set({
            crmStage: input.stage ?? current.crmStage,
            nextContactAt: input.nextContactAt,
            crmNote: input.note !== '' ? input.note : current.crmNote,
            updatedAt: input.now,
          })
          .where(eq(customers.id, input.customerId));
        const [row] = await tx
          .insert(customerFollowUps)
          .values({
            customerId: input.customerId,
            staffId: input.staffId,
            staffName: input.staffName,
            note: input.note,
            fromStage: input.stage ? current.crmStage : null,
            toStage: input.stage ?? null,
            nextContactAt: input.nextContactAt,
            createdAt: input.now,
          })
          .returning();
        // A follow-up written on the file is a first contact: the customer's clocks stop.
        await stopFirstResponseClocks(tx, { customerId: input.customerId }, input.now, input.staffId);
        if (input.stage && input.stage !== current.crmStage) {
          // A stage change is also in the admin area's audit list.
          await recordCustomerAudit(tx, input, [
            {
              action: 'stage',
              customerId: input.customerId,
              before: { durum: stageLabel(current.crmStage) },
              after: { durum: stageLabel(input.stage) },
            },
          ]);
        }
        return row;
      });
    },
  };
}

export type CrmFollowUpsRepository = ReturnType<typeof createCrmFollowUpsRepository>;
