import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CRM_STAGE_INFO, type CrmStage } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock, type Tx } from '../../../db/locks.js';
import { customerFollowUps, customers, staff, type CustomerRow } from '../../../db/schema/index.js';
import { recordCustomerAudit, type CrmActor } from '../audit.js';

const stageLabel = (stage: string) => CRM_STAGE_INFO[stage as CrmStage]?.label ?? stage;

/** Why a change was refused: an id that is not a customer, or a staff member who is not an active account. */
export type OwnerRefusal = 'missing' | 'staff';

/** Locks the customers (in id order, so two bulk changes cannot deadlock) and reads what the audit needs. */
async function lockCustomers(tx: Tx, ids: number[]) {
  return tx
    .select({
      id: customers.id,
      assignedStaffId: customers.assignedStaffId,
      crmStage: customers.crmStage,
      nextContactAt: customers.nextContactAt,
    })
    .from(customers)
    .where(inArray(customers.id, ids))
    .orderBy(asc(customers.id))
    .for('update');
}

async function staffNames(tx: Tx, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: staff.id, fullName: staff.fullName })
    .from(staff)
    .where(inArray(staff.id, [...new Set(wanted)]));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** Owner, bulk changes and the on-duty switch (docs/crm.md 'Owner'). */
export function createCrmOwnerRepository(db: Database) {
  return {
    /**
     * Active accounts that sign in to the CRM, by name: whom a customer can be assigned to. An account with no phone
     * (the admin area's password-only account) never opens the CRM, so a customer given to it would have nobody.
     */
    async staffOptions() {
      return db
        .select({ id: staff.id, fullName: staff.fullName, role: staff.role, onDuty: staff.onDuty })
        .from(staff)
        .where(and(eq(staff.isActive, true), isNotNull(staff.phone)))
        .orderBy(asc(staff.fullName), asc(staff.id));
    },

    async setOnDuty(staffId: number, onDuty: boolean, now: Date): Promise<void> {
      await db.update(staff).set({ onDuty, updatedAt: now }).where(eq(staff.id, staffId));
    },

    /**
     * Assigns the customers to `staffId` (null: no owner) in one transaction; each customer whose owner changes gets
     * its audit event. All or nothing: an unknown id or an inactive staff member changes nothing.
     */
    /**
     * `authorize`, when given, sees each customer's current owner under the row lock and answers a refusal message
     * when the actor may not move that customer; then nothing changes.
     */
    async assign(
      ids: number[],
      staffId: number | null,
      actor: CrmActor,
      now: Date,
      authorize?: (currentOwnerId: number | null) => string | undefined,
    ): Promise<OwnerRefusal | { forbidden: string } | { changed: number }> {
      return db.transaction(async (tx) => {
        if (staffId !== null) {
          const [target] = await tx
            .select({ id: staff.id })
            .from(staff)
            .where(and(eq(staff.id, staffId), eq(staff.isActive, true), isNotNull(staff.phone)))
            .for('share');
          if (!target) return 'staff' as const;
        }
        const rows = await lockCustomers(tx, ids);
        if (rows.length !== ids.length) return 'missing' as const;
        const changing = rows.filter((r) => r.assignedStaffId !== staffId);
        if (changing.length === 0) return { changed: 0 };
        const refusal = authorize && changing.map((r) => authorize(r.assignedStaffId)).find((message) => message !== undefined);
        if (refusal) return { forbidden: refusal };
        await tx
          .update(customers)
          .set({ assignedStaffId: staffId, updatedAt: now })
          .where(
            inArray(
              customers.id,
              changing.map((r) => r.id),
            ),
          );
        const names = await staffNames(tx, [staffId, ...changing.map((r) => r.assignedStaffId)]);
        const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`));
        await recordCustomerAudit(
          tx,
          actor,
          changing.map((r) => ({
            action: 'assign' as const,
            customerId: r.id,
            before: { atanan_personel: nameOf(r.assignedStaffId) },
            after: { atanan_personel: nameOf(staffId), ...(ids.length > 1 ? { toplu: ids.length } : {}) },
          })),
        );
        return { changed: changing.length };
      });
    },

    /**
     * Sets the stage of the customers in one transaction. Each change is a follow-up without a note (so the stage
     * history, the timeline and the counters stay one story) that keeps the customer's next contact, plus its audit event.
     */
    async setStage(ids: number[], stage: CrmStage, actor: CrmActor, now: Date): Promise<OwnerRefusal | { changed: number }> {
      return db.transaction(async (tx) => {
        const rows = await lockCustomers(tx, ids);
        if (rows.length !== ids.length) return 'missing' as const;
        const changing = rows.filter((r) => r.crmStage !== stage);
        if (changing.length === 0) return { changed: 0 };
        await tx
          .update(customers)
          .set({ crmStage: stage, updatedAt: now })
          .where(
            inArray(
              customers.id,
              changing.map((r) => r.id),
            ),
          );
        await tx.insert(customerFollowUps).values(
          changing.map((r) => ({
            customerId: r.id,
            staffId: actor.staffId,
            staffName: actor.staffName,
            note: '',
            fromStage: r.crmStage,
            toStage: stage,
            nextContactAt: r.nextContactAt,
            createdAt: now,
          })),
        );
        await recordCustomerAudit(
          tx,
          actor,
          changing.map((r) => ({
            action: 'stage' as const,
            customerId: r.id,
            before: { durum: stageLabel(r.crmStage) },
            after: { durum: stageLabel(stage), ...(ids.length > 1 ? { toplu: ids.length } : {}) },
          })),
        );
        return { changed: changing.length };
      });
    },
  };
}

export type CrmOwnerRepository = ReturnType<typeof createCrmOwnerRepository>;

/**
 * Round robin (docs/crm.md 'Owner'): the active 'personel' account on duty that waited longest for a lead, or null
 * when nobody is on duty. Run in the transaction that stores the lead: a transaction-scoped advisory lock serialises
 * concurrent leads (across API instances too), so two leads never go to the same person while another waits.
 */
export async function nextLeadOwner(tx: Tx, now: Date): Promise<number | null> {
  await advisoryXactLock(tx, 'crm:lead-owner');
  const [next] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.isActive, true), eq(staff.onDuty, true), eq(staff.role, 'personel')))
    .orderBy(sql`${staff.lastLeadAt} asc nulls first`, asc(staff.id))
    .limit(1);
  if (!next) return null;
  await tx.update(staff).set({ lastLeadAt: now }).where(eq(staff.id, next.id));
  return next.id;
}

/**
 * Gives a just-stored customer its owner in turn, in the transaction that stored it: every way a new customer
 * arrives (the credit form's lead, 'Müşteri Oluştur' on a request) goes through here. Null when nobody is on duty.
 */
export async function assignInTurn(tx: Tx, customerId: number): Promise<number | null> {
  const owner = await nextLeadOwner(tx, new Date());
  if (owner !== null) await tx.update(customers).set({ assignedStaffId: owner }).where(eq(customers.id, customerId));
  return owner;
}

/** The credit form's lead: its owner in turn (unchanged when it has one or nobody is on duty). */
export async function assignNewLead(tx: Tx, lead: CustomerRow): Promise<CustomerRow> {
  if (lead.assignedStaffId !== null) return lead;
  const owner = await assignInTurn(tx, lead.id);
  return owner === null ? lead : { ...lead, assignedStaffId: owner };
}
