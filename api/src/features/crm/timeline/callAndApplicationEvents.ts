import { desc, eq } from 'drizzle-orm';
import { CALL_OUTCOME_LABELS, TIMELINE_CUSTOMER_ACTOR, TIMELINE_LIMIT, type TimelineEvent } from '@kredi/contracts/crm';
import type { Database } from '../../../db/client.js';
import { crmCallOutcomes, customerApplications } from '../../../db/schema/index.js';

const formatTl = (value: number) => `${new Intl.NumberFormat('tr-TR').format(value)} TL`;

/** Call outcomes ('arama') and repeat applications ('yeni_basvuru') of a customer. */
export async function callAndApplicationEvents(db: Database, customerId: number): Promise<TimelineEvent[]> {
  const [calls, applications] = await Promise.all([
    db
      .select()
      .from(crmCallOutcomes)
      .where(eq(crmCallOutcomes.customerId, customerId))
      .orderBy(desc(crmCallOutcomes.id))
      .limit(TIMELINE_LIMIT),
    db
      .select({
        createdAt: customerApplications.createdAt,
        creditLimit: customerApplications.creditLimit,
        findeksPending: customerApplications.findeksPending,
      })
      .from(customerApplications)
      .where(eq(customerApplications.customerId, customerId))
      .orderBy(desc(customerApplications.id))
      .limit(TIMELINE_LIMIT),
  ]);
  const none = { eski_durum: null, yeni_durum: null };
  return [
    ...calls.map((c) => ({
      tur: 'arama' as const,
      zaman: c.createdAt.toISOString(),
      kim: c.staffName,
      ayrinti: [CALL_OUTCOME_LABELS[c.outcome], c.note].filter(Boolean).join(': '),
      ...none,
    })),
    ...applications.map((a) => ({
      tur: 'yeni_basvuru' as const,
      zaman: a.createdAt.toISOString(),
      kim: TIMELINE_CUSTOMER_ACTOR,
      ayrinti: a.findeksPending ? 'Findeks puanı sorgulanacak' : `Hesaplanan limit: ${formatTl(a.creditLimit)}`,
      ...none,
    })),
  ];
}
