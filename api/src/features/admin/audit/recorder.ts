import type { AdminAuditAction, AdminAuditEntity } from '@kredi/contracts/admin';
import type { Database } from '../../../db/client.js';
import { adminAuditEvents } from '../../../db/schema/index.js';
import type { AdminPrincipal } from '../auth/repository.js';

/** A JSON-able picture of a record (its wire fields), stored before and after a change. */
export type AuditSnapshot = Record<string, unknown>;

export interface AuditEntry {
  action: AdminAuditAction;
  entity: AdminAuditEntity;
  entityId: number | null;
  /** What people read in the list: a name or a title. */
  label: string;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

const LABEL_MAX = 300;

/** Records one admin change. Call it with the transaction of the change, so both are stored or neither. */
export async function recordAudit(tx: Database, admin: AdminPrincipal, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditEvents).values({
    adminId: admin.id,
    adminUsername: (admin.username ?? admin.fullName).slice(0, 50),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    label: entry.label.slice(0, LABEL_MAX),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
