import { and, asc, count, eq } from 'drizzle-orm';
import { PUSH_DEVICES_PER_STAFF, type PushDevice } from '@kredi/contracts/push';
import type { Database } from '../../../db/client.js';
import { advisoryXactLock } from '../../../db/locks.js';
import { crmPushSubscriptions } from '../../../db/schema/index.js';

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string;
}

type Row = typeof crmPushSubscriptions.$inferSelect;

const toDevice = (row: Row): PushDevice => ({
  id: row.id,
  cihaz: row.device,
  created_at: row.createdAt.toISOString(),
  son_bildirim: row.lastSentAt ? row.lastSentAt.toISOString() : null,
});

/** The devices staff opted in on (docs/crm.md 'Bildirimler'). */
export function createCrmPushRepository(db: Database) {
  return {
    async list(staffId: number): Promise<PushDevice[]> {
      const rows = await db
        .select()
        .from(crmPushSubscriptions)
        .where(eq(crmPushSubscriptions.staffId, staffId))
        .orderBy(asc(crmPushSubscriptions.id));
      return rows.map(toDevice);
    },

    /**
     * Registers a device, or renews it: a browser keeps one endpoint, so the same endpoint again updates its row (new
     * keys, the staff member now signed in there: a shared device notifies only whoever opted in last). Counted under
     * the person's lock, so two tabs cannot both pass the cap.
     */
    async subscribe(staffId: number, input: NewSubscription, now: Date): Promise<PushDevice | 'tooMany'> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `crm-push-devices:${staffId}`);
        const [existing] = await tx.select().from(crmPushSubscriptions).where(eq(crmPushSubscriptions.endpoint, input.endpoint));
        if (!existing || existing.staffId !== staffId) {
          const [mine] = await tx.select({ n: count() }).from(crmPushSubscriptions).where(eq(crmPushSubscriptions.staffId, staffId));
          if ((mine?.n ?? 0) >= PUSH_DEVICES_PER_STAFF) return 'tooMany';
        }
        const [row] = await tx
          .insert(crmPushSubscriptions)
          .values({ staffId, ...input, createdAt: now })
          .onConflictDoUpdate({
            target: crmPushSubscriptions.endpoint,
            set: { staffId, p256dh: input.p256dh, auth: input.auth, device: input.device },
          })
          .returning();
        return toDevice(row!);
      });
    },

    /** Removes one of the person's own devices (its waiting notices go with it); false when it is not theirs. */
    async remove(staffId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(crmPushSubscriptions)
        .where(and(eq(crmPushSubscriptions.id, id), eq(crmPushSubscriptions.staffId, staffId)))
        .returning({ id: crmPushSubscriptions.id });
      return gone.length > 0;
    },
  };
}

export type CrmPushRepository = ReturnType<typeof createCrmPushRepository>;
