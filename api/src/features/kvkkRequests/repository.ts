import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { kvkkRequestDaysLeft, kvkkRequestDueAt, type KvkkRequestItem, type KvkkRequestType } from '@kredi/contracts/crm';
import type { Database } from '../../db/client.js';
import { kvkkRequests, type KvkkRequestRow } from '../../db/schema/index.js';

export interface NewKvkkRequest {
  name: string;
  phone: string;
  verificationId: number;
  type: KvkkRequestType;
  details: string;
  now: Date;
}

export function createKvkkRequestsRepository(db: Database) {
  /** The verified user's newest file that is not erased: where staff answer the request with the file's tools. */
  async function customerOf(verificationId: number | null): Promise<number | null> {
    if (verificationId === null) return null;
    const [row] = await db
      .execute(
        sql`
      select c.id from customers c join phone_verifications v on v.user_id = c.user_id
      where v.id = ${verificationId} and c.anonymized_at is null order by c.id desc limit 1`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    return row?.id ?? null;
  }

  const toItem = async (row: KvkkRequestRow, now: Date): Promise<KvkkRequestItem> => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    type: row.type,
    details: row.details,
    customerId: await customerOf(row.verificationId),
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    daysLeft: row.closedAt ? 0 : kvkkRequestDaysLeft(row.dueAt, now),
    overdue: row.closedAt === null && row.dueAt <= now,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedByName,
    closeNote: row.closeNote,
  });

  return {
    /** One request per verified code: a repeated submit answers the request it already made. */
    async create(input: NewKvkkRequest): Promise<KvkkRequestRow> {
      const [existing] = await db.select().from(kvkkRequests).where(eq(kvkkRequests.verificationId, input.verificationId)).limit(1);
      if (existing) return existing;
      const [row] = await db
        .insert(kvkkRequests)
        .values({
          name: input.name,
          phone: input.phone,
          verificationId: input.verificationId,
          type: input.type,
          details: input.details,
          receivedAt: input.now,
          dueAt: kvkkRequestDueAt(input.now),
        })
        .returning();
      return row!;
    },

    /** Open requests, the nearest deadline first, or the closed ones, the latest first. */
    async list(open: boolean, now: Date): Promise<{ results: KvkkRequestItem[]; overdue: number }> {
      const rows = await db
        .select()
        .from(kvkkRequests)
        .where(open ? isNull(kvkkRequests.closedAt) : sql`${kvkkRequests.closedAt} is not null`)
        .orderBy(open ? asc(kvkkRequests.dueAt) : desc(kvkkRequests.closedAt), asc(kvkkRequests.id))
        .limit(200);
      const [{ overdue } = { overdue: 0 }] = await db
        .select({ overdue: sql<number>`count(*)::int` })
        .from(kvkkRequests)
        .where(and(isNull(kvkkRequests.closedAt), lt(kvkkRequests.dueAt, now)));
      return { results: await Promise.all(rows.map((r) => toItem(r, now))), overdue };
    },

    /** Closes an open request with the staff member's note; 'closed' when it was closed before. */
    async close(id: number, actor: { staffId: number; staffName: string }, note: string, now: Date) {
      const [row] = await db
        .update(kvkkRequests)
        .set({ closedAt: now, closedByStaffId: actor.staffId, closedByName: actor.staffName, closeNote: note })
        .where(and(eq(kvkkRequests.id, id), isNull(kvkkRequests.closedAt)))
        .returning();
      if (row) return toItem(row, now);
      const [exists] = await db.select({ id: kvkkRequests.id }).from(kvkkRequests).where(eq(kvkkRequests.id, id));
      return exists ? ('closed' as const) : undefined;
    },
  };
}
