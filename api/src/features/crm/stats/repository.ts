import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { callbackRequests, contactRequests, customers } from '../../../db/schema/index.js';

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
 * The seven counters of the dashboard (definitions in docs/crm.md). `today` is the Istanbul day [start, end):
 * reminders today are customers whose next contact falls in it; pending follow-ups are those whose next contact
 * is already before it and that no newer follow-up has handled (a follow-up always replaces the next contact).
 */
export function createCrmStatsRepository(db: Database) {
  return {
    async counters(today: { start: Date; end: Date }): Promise<CrmCounters> {
      const [customerCounts, [callbacks], [contacts]] = await Promise.all([
        db
          .select({
            total: count(),
            toCall: sql<number>`count(*) filter (where ${customers.crmStage} = 'aranacak')`.mapWith(Number),
            comingToBranch: sql<number>`count(*) filter (where ${customers.crmStage} = 'subeye_gelecek')`.mapWith(Number),
            remindersToday: sql<number>`count(*) filter (where ${customers.nextContactAt} >= ${today.start} and ${customers.nextContactAt} < ${today.end})`.mapWith(Number),
            overdueFollowUps: sql<number>`count(*) filter (where ${customers.nextContactAt} < ${today.start})`.mapWith(Number),
          })
          .from(customers),
        db.select({ n: count() }).from(callbackRequests).where(eq(callbackRequests.isContacted, false)),
        db.select({ n: count() }).from(contactRequests).where(eq(contactRequests.isReplied, false)),
      ]);
      const c = customerCounts[0]!;
      return {
        total: c.total,
        toCall: c.toCall,
        comingToBranch: c.comingToBranch,
        remindersToday: c.remindersToday,
        overdueFollowUps: c.overdueFollowUps,
        pendingCallbacks: callbacks?.n ?? 0,
        pendingContacts: contacts?.n ?? 0,
      };
    },
  };
}

export type CrmStatsRepository = ReturnType<typeof createCrmStatsRepository>;
