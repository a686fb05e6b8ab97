import type { Database } from '../../api/src/db/client.js';

/** The customer whose timeline the benchmark reads: the first bench lead (phone 5310000000). */
export const TIMELINE_CUSTOMER_PHONE = '5310000000';
const FOLLOW_UPS = 150;
const CALL_OUTCOMES = 30;
const CALLBACKS = 20;

/**
 * Gives one customer 200 events from the timeline's sources, to measure a long timeline: 150 follow-ups (every third a
 * stage change), 30 call outcomes and 20 callback requests typed with its phone, over the last 200 days. Idempotent:
 * a customer that has its follow-ups already is left alone.
 */
export async function seedTimelineCustomer(db: Database, writer: { id: number; fullName: string }): Promise<void> {
  const found = (await db.execute(
    `select c.id, (select count(*)::int from customer_follow_ups f where f.customer_id = c.id) as notes
        from customers c where c.phone = '${TIMELINE_CUSTOMER_PHONE}' order by c.id desc limit 1`,
  )) as unknown as { rows: Array<{ id: number; notes: number }> };
  const customer = found.rows[0];
  if (!customer || customer.notes >= FOLLOW_UPS) return;
  await db.transaction(async (tx) => {
    await tx.execute(`
      insert into customer_follow_ups (customer_id, staff_id, staff_name, note, from_stage, to_stage, created_at)
      select ${customer.id}, ${writer.id}, '${writer.fullName.replace(/'/g, "''")}', 'Bench notu ' || k,
        case when k % 3 = 0 then 'aranacak' end, case when k % 3 = 0 then 'cevap_vermedi' end, now() - interval '1 day' * (200 - k)
      from generate_series(1, ${FOLLOW_UPS}) as k`);
    await tx.execute(`
      insert into crm_call_outcomes (customer_id, staff_id, staff_name, outcome, note, created_at)
      select ${customer.id}, ${writer.id}, '${writer.fullName.replace(/'/g, "''")}', 'mesgul', '', now() - interval '1 day' * (200 - k) + interval '1 hour'
      from generate_series(1, ${CALL_OUTCOMES}) as k`);
    await tx.execute(`
      insert into callback_requests (phone_number, ip, created_at)
      select '0${TIMELINE_CUSTOMER_PHONE}', '127.0.0.1', now() - interval '1 day' * (200 - k) + interval '2 hours'
      from generate_series(1, ${CALLBACKS}) as k`);
  });
}
