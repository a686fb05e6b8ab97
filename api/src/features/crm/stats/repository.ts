import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { callbackRequests, contactRequests, crmStageCounts, customers } from '../../../db/schema/index.js';

export interface CrmCounters {
  total: number;
  toCall: number;
  comingToBranch: number;
  remindersToday: number;
  overdueFollowUps: number;
  pendingCallbacks: number;
  pendingContacts: number;
}

/**
 * The seven counters of the dashboard (definitions in docs/crm.md), each read through an index or a small table,
 * so the cost does not grow with the number of customers: stage counts come from crm_stage_counts (kept by
 * triggers), the reminder counts from the next_contact_at index. `today` is the Istanbul day [start, end):
 * reminders today are customers whose next contact falls in it; pending follow-ups are those whose next contact is
 * already before it and that no newer follow-up has handled (a follow-up always replaces the next contact).
 */
export function createCrmStatsRepository(db: Database) {
  const countWhere = async (table: typeof customers | typeof callbackRequests | typeof contactRequests, where: SQL | undefined) => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  return {
    async counters(today: { start: Date; end: Date }): Promise<CrmCounters> {
      const [stages, remindersToday, overdueFollowUps, pendingCallbacks, pendingContacts] = await Promise.all([
        db.select().from(crmStageCounts),
        countWhere(customers, and(gte(customers.nextContactAt, today.start), lt(customers.nextContactAt, today.end))),
        countWhere(customers, lt(customers.nextContactAt, today.start)),
        countWhere(callbackRequests, eq(callbackRequests.isContacted, false)),
        countWhere(contactRequests, eq(contactRequests.isReplied, false)),
      ]);
      const byStage = new Map(stages.map((row) => [row.stage, row.count]));
      return {
        total: stages.reduce((sum, row) => sum + row.count, 0),
        toCall: byStage.get('aranacak') ?? 0,
        comingToBranch: byStage.get('subeye_gelecek') ?? 0,
        remindersToday,
        overdueFollowUps,
        pendingCallbacks,
        pendingContacts,
      };
    },
  };
}

export type CrmStatsRepository = ReturnType<typeof createCrmStatsRepository>;
