import { and, desc, eq, lt } from 'drizzle-orm';
import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditPage, type AdminAuditQuery } from '@kredi/contracts/admin';
import type { Database } from '../../../db/client.js';
import { adminAuditEvents } from '../../../db/schema/index.js';
import { auditChanges } from './changes.js';

/** The audit record, newest first, one page at a time (keyset on the id). */
export function createAuditRepository(db: Database) {
  return {
    async list(query: AdminAuditQuery): Promise<AdminAuditPage> {
      const rows = await db
        .select()
        .from(adminAuditEvents)
        .where(
          and(
            query.before ? lt(adminAuditEvents.id, query.before) : undefined,
            query.entity ? eq(adminAuditEvents.entity, query.entity) : undefined,
          ),
        )
        .orderBy(desc(adminAuditEvents.id))
        .limit(ADMIN_AUDIT_PAGE_SIZE + 1);
      const page = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
      return {
        results: page.map((row) => ({
          id: row.id,
          admin: row.adminUsername,
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          label: row.label,
          changes: auditChanges(row.before, row.after),
          created_at: row.createdAt.toISOString(),
        })),
        next_before: rows.length > ADMIN_AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },
  };
}
