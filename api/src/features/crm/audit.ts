import { and, eq, inArray } from 'drizzle-orm';
import type { AdminAuditAction } from '@kredi/contracts/admin';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/locks.js';
import { adminAuditEvents } from '../../db/schema/index.js';

/** Who did it: the signed-in staff member. */
export interface CrmActor {
  staffId: number;
  staffName: string;
}

export interface CustomerAuditEntry {
  action: AdminAuditAction;
  customerId: number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * CRM actions on a customer (assignment, stage change, data edit, KVKK export and erase) go into the one audit record
 * of the admin area (`admin_audit_events`, entity 'customer'), in the transaction of the change. The
 * label is the record number, never a name; only a data edit keeps values (before and after, for rectification), and
 * a KVKK erase clears those (eraseCustomerAuditValues). Nothing here is logged.
 */
export async function recordCustomerAudit(db: Database | Tx, actor: CrmActor, entries: CustomerAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(adminAuditEvents).values(
    entries.map((entry) => ({
      adminId: actor.staffId,
      adminUsername: actor.staffName.slice(0, 50),
      action: entry.action,
      entity: 'customer' as const,
      entityId: entry.customerId,
      label: `Müşteri #${entry.customerId}`,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

export const ERASED_VALUE = 'KVKK ile silindi';

/**
 * KVKK erase: the edits of these files keep who changed which fields when, but lose the values (names, phones and
 * answers before and after), like the follow-ups lose their text.
 */
export async function eraseCustomerAuditValues(tx: Tx, customerIds: number[]): Promise<void> {
  const rows = await tx
    .select({ id: adminAuditEvents.id, before: adminAuditEvents.before, after: adminAuditEvents.after })
    .from(adminAuditEvents)
    .where(
      and(eq(adminAuditEvents.entity, 'customer'), eq(adminAuditEvents.action, 'update'), inArray(adminAuditEvents.entityId, customerIds)),
    );
  // The changed fields stay listed (the audit list shows a field whose before and after differ).
  const fieldsOf = (row: (typeof rows)[number]) => [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  for (const row of rows) {
    const fields = fieldsOf(row);
    await tx
      .update(adminAuditEvents)
      .set({ before: Object.fromEntries(fields.map((f) => [f, null])), after: Object.fromEntries(fields.map((f) => [f, ERASED_VALUE])) })
      .where(eq(adminAuditEvents.id, row.id));
  }
}
