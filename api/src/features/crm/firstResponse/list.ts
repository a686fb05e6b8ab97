import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { CustomerListItem, FirstResponseClock } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { crmFirstResponses, customers, type CrmFirstResponseRow } from '../../../db/schema/index.js';
import { filterConditions, listColumns, type CustomerFilter } from '../customers/repository.js';
import { leadClocksOf } from './clock.js';

export function toClock(row: CrmFirstResponseRow): FirstResponseClock {
  return {
    tur: row.kind,
    gelis: row.arrivedAt.toISOString(),
    hedef: row.dueAt.toISOString(),
    hedef_dk: row.targetMinutes,
    yanit: row.respondedAt ? row.respondedAt.toISOString() : null,
    adim: row.step,
  };
}

/** Leads whose first response is still awaited: the 'İlk yanıt' order's rows (crm_first_responses_waiting_idx). */
const waiting = [eq(crmFirstResponses.kind, 'basvuru'), isNull(crmFirstResponses.respondedAt)];

/** The customer list's side of the clock: the 'İlk yanıt' order and the clock of each row shown. */
export function createFirstResponseList(db: Database) {
  return {
    /**
     * Waiting leads, the least time left first: keyset on (due_at, customer_id), served by the partial index
     * crm_first_responses_waiting_idx (migration 0021). Answered leads are not in this order, like customers without
     * a next contact are not in the next-contact order.
     */
    async page(input: CustomerFilter & { after: { at: Date; id: number } | undefined; limit: number }) {
      const after = input.after
        ? [
            or(
              gt(crmFirstResponses.dueAt, input.after.at),
              and(eq(crmFirstResponses.dueAt, input.after.at), gt(crmFirstResponses.customerId, input.after.id)),
            )!,
          ]
        : [];
      const rows = await db
        .select({ ...listColumns, dueAt: crmFirstResponses.dueAt })
        .from(crmFirstResponses)
        .innerJoin(customers, eq(customers.id, crmFirstResponses.customerId))
        .where(and(...waiting, ...filterConditions(input), ...after))
        .orderBy(asc(crmFirstResponses.dueAt), asc(crmFirstResponses.customerId))
        .limit(input.limit + 1);
      return { rows: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
    },

    /** Waiting leads of the filter, counted no further than `cap`: whom the 'İlk yanıt' order holds. */
    async count(filter: CustomerFilter, cap: number): Promise<{ total: number; exact: boolean }> {
      const matches = db
        .select({ one: sql`1` })
        .from(crmFirstResponses)
        .innerJoin(customers, eq(customers.id, crmFirstResponses.customerId))
        .where(and(...waiting, ...filterConditions(filter)))
        .limit(cap + 1)
        .as('matches');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
      const n = row?.n ?? 0;
      return { total: Math.min(n, cap), exact: n <= cap };
    },

    /** The items with their lead clocks (one indexed query for the page). */
    async withClocks<T extends CustomerListItem>(items: T[]): Promise<T[]> {
      const clocks = await leadClocksOf(
        db,
        items.map((item) => item.id),
      );
      return items.map((item) => {
        const clock = clocks.get(item.id);
        return { ...item, ilk_yanit: clock ? toClock(clock) : null };
      });
    },
  };
}

export type FirstResponseList = ReturnType<typeof createFirstResponseList>;
