import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AdminStaff } from '@kredi/contracts/admin';
import type { Database } from '../../../db/client.js';
import { staff, staffSessions, type StaffRow } from '../../../db/schema/index.js';
import { createCrmAuthRepository } from '../../crm/auth/repository.js';
import { recordAudit } from '../audit/recorder.js';
import type { AdminPrincipal } from '../auth/repository.js';

const snapshot = (row: StaffRow) => ({ phone: row.phone, full_name: row.fullName, active: row.isActive });

const asDb = (tx: unknown) => tx as Database;

/**
 * CRM staff accounts for the admin area, through the CRM's own account functions (the same ones `npm run staff`
 * uses): disabling revokes every session of the account at once. Each change is audited in its transaction.
 */
export function createAdminStaffRepository(db: Database) {
  async function findById(handle: Database, id: number): Promise<StaffRow | undefined> {
    const [row] = await handle.select().from(staff).where(eq(staff.id, id)).limit(1);
    return row;
  }

  return {
    async list(): Promise<AdminStaff[]> {
      const open = db
        .select({ staffId: staffSessions.staffId, n: count().as('n') })
        .from(staffSessions)
        .where(and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`)))
        .groupBy(staffSessions.staffId)
        .as('open');
      const rows = await db
        .select({ row: staff, open: open.n })
        .from(staff)
        .leftJoin(open, eq(open.staffId, staff.id))
        .orderBy(staff.id);
      return rows.map(({ row, open: sessions }) => ({
        id: row.id,
        phone: row.phone,
        full_name: row.fullName,
        active: row.isActive,
        open_sessions: Number(sessions ?? 0),
        created_at: row.createdAt.toISOString(),
      }));
    },

    /** Adds an account; undefined when the phone already has one (active or not). */
    add(admin: AdminPrincipal, phone: string, fullName: string): Promise<StaffRow | undefined> {
      return db.transaction(async (tx) => {
        const accounts = createCrmAuthRepository(asDb(tx));
        if (await accounts.findStaffByPhone(phone)) return undefined;
        const created = await accounts.saveStaff(phone, fullName, new Date());
        await recordAudit(asDb(tx), admin, { action: 'create', entity: 'staff', entityId: created.id, label: created.fullName, after: snapshot(created) });
        return created;
      });
    },

    /** Disables (revoking every session) or enables again; undefined when there is no such account. */
    setActive(admin: AdminPrincipal, id: number, active: boolean): Promise<StaffRow | undefined> {
      return db.transaction(async (tx) => {
        const before = await findById(asDb(tx), id);
        if (!before) return undefined;
        const accounts = createCrmAuthRepository(asDb(tx));
        if (active) await accounts.saveStaff(before.phone, before.fullName, new Date());
        else await accounts.disableStaff(id, new Date());
        const after = (await findById(asDb(tx), id))!;
        await recordAudit(asDb(tx), admin, { action: 'update', entity: 'staff', entityId: id, label: after.fullName, before: snapshot(before), after: snapshot(after) });
        return after;
      });
    },
  };
}
