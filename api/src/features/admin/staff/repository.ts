import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AdminStaff } from '@kredi/contracts/admin';
import type { StaffRole } from '@kredi/contracts/staff';
import type { Database } from '../../../db/client.js';
import { staff, staffSessions, type StaffRow } from '../../../db/schema/index.js';
import { createStaffSessions } from '../../../staff/sessions.js';
import { recordAudit } from '../audit/recorder.js';
import type { AdminPrincipal } from '../auth/repository.js';

const snapshot = (row: StaffRow) => ({
  phone: row.phone,
  username: row.username,
  full_name: row.fullName,
  role: row.role,
  active: row.isActive,
  on_duty: row.onDuty,
});

const asDb = (tx: unknown) => tx as Database;

/**
 * Staff accounts for Admin > Personel (the CRM's staff and the admin accounts are one table): list, add,
 * disable (revoking every session at once) or enable, and set the role. Each change is audited in its transaction.
 */
export function createAdminStaffRepository(db: Database) {
  async function findById(handle: Database, id: number): Promise<StaffRow | undefined> {
    const [row] = await handle.select().from(staff).where(eq(staff.id, id)).limit(1);
    return row;
  }

  /** Reads the account, applies `change`, audits before/after; undefined when there is no such account. */
  function changeAudited(admin: AdminPrincipal, id: number, change: (tx: Database, before: StaffRow) => Promise<void>) {
    return db.transaction(async (tx) => {
      const before = await findById(asDb(tx), id);
      if (!before) return undefined;
      await change(asDb(tx), before);
      const after = (await findById(asDb(tx), id))!;
      await recordAudit(asDb(tx), admin, {
        action: 'update',
        entity: 'staff',
        entityId: id,
        label: after.fullName,
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    });
  }

  return {
    async list(): Promise<AdminStaff[]> {
      const open = db
        .select({ staffId: staffSessions.staffId, n: count().as('n') })
        .from(staffSessions)
        .where(and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`)))
        .groupBy(staffSessions.staffId)
        .as('open');
      const rows = await db.select({ row: staff, open: open.n }).from(staff).leftJoin(open, eq(open.staffId, staff.id)).orderBy(staff.id);
      return rows.map(({ row, open: sessions }) => ({
        id: row.id,
        phone: row.phone,
        username: row.username,
        full_name: row.fullName,
        role: row.role,
        active: row.isActive,
        on_duty: row.onDuty,
        open_sessions: Number(sessions ?? 0),
        created_at: row.createdAt.toISOString(),
      }));
    },

    /**
     * Adds a 'personel' account; undefined when the phone already has one (active or not). The unique phone decides,
     * not a read before the write, so parallel requests for one phone create one account and one audit event.
     */
    add(admin: AdminPrincipal, phone: string, fullName: string): Promise<StaffRow | undefined> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [created] = await tx
          .insert(staff)
          .values({ phone, fullName, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!created) return undefined;
        await recordAudit(asDb(tx), admin, {
          action: 'create',
          entity: 'staff',
          entityId: created.id,
          label: created.fullName,
          after: snapshot(created),
        });
        return created;
      });
    },

    /** Disables (revoking every session) or enables again. */
    setActive(admin: AdminPrincipal, id: number, active: boolean): Promise<StaffRow | undefined> {
      return changeAudited(admin, id, async (tx) => {
        const now = new Date();
        if (active) await tx.update(staff).set({ isActive: true, updatedAt: now }).where(eq(staff.id, id));
        else await createStaffSessions(tx).disableAccount(id, now);
      });
    },

    /**
     * Sets another member's 'Görevdeyim' flag (round robin, docs/crm.md 'Owner'); 'inactive' for a disabled account
     * (it takes no leads and must not come back on duty by itself when enabled again).
     */
    async setOnDuty(admin: AdminPrincipal, id: number, onDuty: boolean): Promise<StaffRow | 'inactive' | undefined> {
      const current = await findById(db, id);
      if (!current) return undefined;
      if (onDuty && !current.isActive) return 'inactive';
      return changeAudited(admin, id, async (tx) => {
        await tx.update(staff).set({ onDuty, updatedAt: new Date() }).where(eq(staff.id, id));
      });
    },

    /** Sets the role; the guard reads it at each request, so it applies to open sessions at once. */
    setRole(admin: AdminPrincipal, id: number, role: StaffRole): Promise<StaffRow | undefined> {
      return changeAudited(admin, id, async (tx) => {
        await tx.update(staff).set({ role, updatedAt: new Date() }).where(eq(staff.id, id));
      });
    },
  };
}

export type AdminStaffRepository = ReturnType<typeof createAdminStaffRepository>;
