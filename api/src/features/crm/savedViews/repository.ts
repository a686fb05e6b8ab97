import { and, asc, eq, or } from 'drizzle-orm';
import { SAVED_VIEWS_PER_STAFF, type SavedView } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { crmSavedViews, staff } from '../../../db/schema/index.js';

/** Why a view was not saved: the person keeps SAVED_VIEWS_PER_STAFF already, or one with this name. */
export type SaveRefusal = 'tooMany' | 'nameTaken';

const columns = {
  id: crmSavedViews.id,
  name: crmSavedViews.name,
  query: crmSavedViews.query,
  isShared: crmSavedViews.isShared,
  staffId: crmSavedViews.staffId,
  ownerName: staff.fullName,
  createdAt: crmSavedViews.createdAt,
};

type Row = { id: number; name: string; query: string; isShared: boolean; staffId: number; ownerName: string; createdAt: Date };

const toView = (row: Row, viewerId: number): SavedView => ({
  id: row.id,
  ad: row.name,
  sorgu: row.query,
  paylasilan: row.isShared,
  benim: row.staffId === viewerId,
  olusturan: row.ownerName,
  created_at: row.createdAt.toISOString(),
});

/** Saved views of the customer list (docs/crm.md 'Saved views'). */
export function createCrmSavedViewsRepository(db: Database) {
  async function visible(viewerId: number, id: number): Promise<Row | undefined> {
    const [row] = await db
      .select(columns)
      .from(crmSavedViews)
      .innerJoin(staff, eq(staff.id, crmSavedViews.staffId))
      .where(and(eq(crmSavedViews.id, id), or(eq(crmSavedViews.staffId, viewerId), eq(crmSavedViews.isShared, true))));
    return row;
  }

  return {
    /** One's own views first (by name), then colleagues' shared ones (by name). */
    async list(viewerId: number): Promise<SavedView[]> {
      const rows = await db
        .select(columns)
        .from(crmSavedViews)
        .innerJoin(staff, eq(staff.id, crmSavedViews.staffId))
        .where(or(eq(crmSavedViews.staffId, viewerId), eq(crmSavedViews.isShared, true)))
        .orderBy(asc(crmSavedViews.name), asc(crmSavedViews.id));
      const views = rows.map((row) => toView(row, viewerId));
      return [...views.filter((v) => v.benim), ...views.filter((v) => !v.benim)];
    },

    /** A view the viewer may see (their own or a shared one), or undefined. */
    async find(viewerId: number, id: number): Promise<SavedView | undefined> {
      const row = await visible(viewerId, id);
      return row && toView(row, viewerId);
    },

    /**
     * Saves a view. The count and the name are checked under a per-person lock, so two saves at once (two tabs, two
     * API instances) cannot pass the limit; the unique index on (staff, name) backs the name check.
     */
    async create(
      owner: { id: number; fullName: string },
      view: { name: string; query: string; shared: boolean },
      now: Date,
    ): Promise<SavedView | SaveRefusal> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `crm-saved-views:${owner.id}`);
        const mine = await tx.select({ name: crmSavedViews.name }).from(crmSavedViews).where(eq(crmSavedViews.staffId, owner.id));
        if (mine.some((r) => r.name === view.name)) return 'nameTaken';
        if (mine.length >= SAVED_VIEWS_PER_STAFF) return 'tooMany';
        const [row] = await tx
          .insert(crmSavedViews)
          .values({ staffId: owner.id, name: view.name, query: view.query, isShared: view.shared, createdAt: now })
          .returning();
        return toView({ ...row!, ownerName: owner.fullName }, owner.id);
      });
    },

    /** Shares or unshares one's own view; false when the viewer has no such view. */
    async setShared(ownerId: number, id: number, shared: boolean): Promise<boolean> {
      const rows = await db
        .update(crmSavedViews)
        .set({ isShared: shared })
        .where(and(eq(crmSavedViews.id, id), eq(crmSavedViews.staffId, ownerId)))
        .returning({ id: crmSavedViews.id });
      return rows.length > 0;
    },

    /** Deletes one's own view; false when the viewer has no such view. */
    async delete(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(crmSavedViews)
        .where(and(eq(crmSavedViews.id, id), eq(crmSavedViews.staffId, ownerId)))
        .returning({ id: crmSavedViews.id });
      return rows.length > 0;
    },
  };
}

export type CrmSavedViewsRepository = ReturnType<typeof createCrmSavedViewsRepository>;
