import { desc, eq } from 'drizzle-orm';
import { ESCALATION_ACTOR, TIMELINE_LIMIT, type TimelineEvent } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { crmFirstResponseSteps } from '../../../db/schema/index.js';

/** The escalation steps taken on the customer's clocks: a notice ('ilk_yanit_bildirim') or a reassignment ('ilk_yanit_devir'). */
export async function firstResponseEvents(db: Database, customerId: number): Promise<TimelineEvent[]> {
  const steps = await db
    .select()
    .from(crmFirstResponseSteps)
    .where(eq(crmFirstResponseSteps.customerId, customerId))
    .orderBy(desc(crmFirstResponseSteps.id))
    .limit(TIMELINE_LIMIT);
  return steps.map((s) => ({
    tur: s.toStaffId !== null ? ('ilk_yanit_devir' as const) : ('ilk_yanit_bildirim' as const),
    zaman: s.doneAt.toISOString(),
    kim: ESCALATION_ACTOR,
    ayrinti: s.detail,
    eski_durum: null,
    yeni_durum: null,
  }));
}
