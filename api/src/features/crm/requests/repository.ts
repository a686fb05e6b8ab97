import { and, asc, desc, eq } from 'drizzle-orm';
import type { ContactState } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { callbackRequests, contactRequests, type CallbackRequestRow, type ContactRequestRow } from '../../../db/schema/index.js';
import { stopFirstResponseClocks } from '../firstResponse/clock.js';

/** How many of each request the dashboard panels show: open ones first, then the newest. */
export const PANEL_SIZE = 50;

export function createCrmRequestsRepository(db: Database) {
  return {
    async latestCallbacks(): Promise<CallbackRequestRow[]> {
      return db.select().from(callbackRequests).orderBy(asc(callbackRequests.isContacted), desc(callbackRequests.id)).limit(PANEL_SIZE);
    },

    async latestContacts(): Promise<ContactRequestRow[]> {
      return db.select().from(contactRequests).orderBy(asc(contactRequests.isReplied), desc(contactRequests.id)).limit(PANEL_SIZE);
    },

    /**
     * Not contacted -> contacted, once: only a request still open is changed, so a second staff member's click
     * never replaces the first one's note. Returns the row and whether this call changed it.
     */
    async markContacted(
      id: number,
      notes: string,
      staffId: number,
      now: Date,
    ): Promise<{ row: CallbackRequestRow; changed: boolean } | undefined> {
      const [changed] = await db
        .update(callbackRequests)
        .set({ isContacted: true, notes, handledByStaffId: staffId, handledAt: now })
        .where(and(eq(callbackRequests.id, id), eq(callbackRequests.isContacted, false)))
        .returning();
      if (changed) return { row: changed, changed: true };
      const [row] = await db.select().from(callbackRequests).where(eq(callbackRequests.id, id)).limit(1);
      return row ? { row, changed: false } : undefined;
    },

    /**
     * Applies a contact-request update under a row lock: `decide` sees the current state and returns the next one
     * (or refuses), so two updates at once cannot skip a rule.
     */
    async updateContact(
      id: number,
      decide: (current: ContactState) => ContactState | { refused: string },
      fields: { notes: string; staffId: number; now: Date },
    ): Promise<ContactRequestRow | { refused: string } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id)).for('update');
        if (!current) return undefined;
        const next = decide({ is_read: current.isRead, is_replied: current.isReplied });
        if ('refused' in next) return next;
        const [row] = await tx
          .update(contactRequests)
          .set({
            isRead: next.is_read,
            isReplied: next.is_replied,
            notes: fields.notes,
            handledByStaffId: fields.staffId,
            handledAt: fields.now,
          })
          .where(eq(contactRequests.id, id))
          .returning();
        // The reply is the contact request's first contact.
        if (next.is_replied) await stopFirstResponseClocks(tx, { contactRequestId: id }, fields.now, fields.staffId);
        return row;
      });
    },
  };
}

export type CrmRequestsRepository = ReturnType<typeof createCrmRequestsRepository>;
