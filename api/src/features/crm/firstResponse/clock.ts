import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addWorkingTime, workingTimeBetween } from '@kredi/contracts/common';
import { escalationDueAt, type FirstResponseKind } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import type { Tx } from '../../../db/locks.js';
import { callbackRequests, contactRequests, crmFirstResponses, customers } from '../../../db/schema/index.js';
import { newestCustomerOfPhone, phoneKey, requestPhoneIs } from '../requests/phoneMatch.js';
import { loadFirstResponseConfig } from './config.js';

/** The target in force now: read from the environment like the CRM's other settings (cheap, and tests may change it). */
export const firstResponseTarget = () => loadFirstResponseConfig(process.env).targetMinutes;

interface ClockStart {
  kind: FirstResponseKind;
  arrivedAt: Date;
  customerId?: number | null;
  callbackRequestId?: number;
  contactRequestId?: number;
  ownerStaffId?: number | null;
  targetMinutes?: number;
}

/**
 * Starts a clock, in the transaction that stored what it waits for when there is one. The due instant and the first
 * step's instant are computed here in working time, so the job and the list only compare instants. A second start
 * for the same lead or request changes nothing (unique indexes).
 */
export async function startFirstResponseClock(db: Database | Tx, start: ClockStart): Promise<void> {
  const target = start.targetMinutes ?? firstResponseTarget();
  const due = addWorkingTime(start.arrivedAt, target * 60_000);
  await db
    .insert(crmFirstResponses)
    .values({
      kind: start.kind,
      customerId: start.customerId ?? null,
      callbackRequestId: start.callbackRequestId ?? null,
      contactRequestId: start.contactRequestId ?? null,
      ownerStaffId: start.ownerStaffId ?? null,
      arrivedAt: start.arrivedAt,
      dueAt: due,
      targetMinutes: target,
      nextStepAt: escalationDueAt(start.arrivedAt, target, 1),
    })
    .onConflictDoNothing();
}

/** A callback or contact request's clock: it belongs to the customer its phone matches (and that customer's owner). */
export async function startRequestClock(
  db: Database,
  kind: 'geri_arama' | 'iletisim',
  requestId: number,
  typedPhone: string,
  arrivedAt: Date,
): Promise<void> {
  const customerId = (await newestCustomerOfPhone(db, phoneKey(typedPhone))) ?? null;
  let ownerStaffId: number | null = null;
  if (customerId !== null) {
    const [row] = await db.select({ owner: customers.assignedStaffId }).from(customers).where(eq(customers.id, customerId));
    ownerStaffId = row?.owner ?? null;
  }
  await startFirstResponseClock(db, {
    kind,
    arrivedAt,
    customerId,
    ownerStaffId,
    ...(kind === 'geri_arama' ? { callbackRequestId: requestId } : { contactRequestId: requestId }),
  });
}

/** What a first contact reached: the customer's clocks (its lead and its matched requests), or one request's. */
export interface ClockSubject {
  customerId?: number | null;
  callbackRequestId?: number | null;
  contactRequestId?: number | null;
}

/**
 * Stops the open clocks of the subject at its first real contact (a call outcome, a follow-up note, a reply), in the
 * caller's transaction. The working time waited is kept for the staff report.
 */
export async function stopFirstResponseClocks(tx: Tx, subject: ClockSubject, at: Date, staffId: number | null): Promise<void> {
  const which: SQL[] = [];
  if (subject.customerId) which.push(eq(crmFirstResponses.customerId, subject.customerId));
  if (subject.callbackRequestId) which.push(eq(crmFirstResponses.callbackRequestId, subject.callbackRequestId));
  if (subject.contactRequestId) which.push(eq(crmFirstResponses.contactRequestId, subject.contactRequestId));
  if (which.length === 0) return;
  const open = await tx
    .select({ id: crmFirstResponses.id, arrivedAt: crmFirstResponses.arrivedAt })
    .from(crmFirstResponses)
    .where(and(isNull(crmFirstResponses.respondedAt), or(...which)))
    .for('update');
  for (const clock of open) {
    await tx
      .update(crmFirstResponses)
      .set({
        respondedAt: at,
        respondedBy: staffId,
        nextStepAt: null,
        waitedSeconds: Math.round(workingTimeBetween(clock.arrivedAt, at) / 1000),
      })
      .where(eq(crmFirstResponses.id, clock.id));
  }
}

/** The lead clocks of the customers on a list page. */
export async function leadClocksOf(db: Database, customerIds: number[]) {
  if (customerIds.length === 0) return new Map<number, typeof crmFirstResponses.$inferSelect>();
  const rows = await db
    .select()
    .from(crmFirstResponses)
    .where(and(eq(crmFirstResponses.kind, 'basvuru'), inArray(crmFirstResponses.customerId, customerIds)));
  return new Map(rows.map((row) => [row.customerId!, row]));
}

/** A customer made from a request takes over the clocks of its phone's requests that matched nobody. */
export async function linkRequestClocks(tx: Tx, customerId: number, phone: string): Promise<void> {
  await tx.execute(sql`update crm_first_responses r set customer_id = ${customerId}
    where r.customer_id is null and (
      r.callback_request_id in (select id from callback_requests where ${requestPhoneIs(callbackRequests.phoneNumber, phone)})
      or r.contact_request_id in (select id from contact_requests where ${requestPhoneIs(contactRequests.phone, phone)}))`);
}
