import { sql } from 'drizzle-orm';
import { FIRST_RESPONSE_UNASSIGNED, type FirstResponseReport } from '@kredi/contracts/crm';
import { ISTANBUL_OFFSET } from '@kredi/contracts/common';
import type { Database } from '../../db/client.js';

interface Range {
  from: string;
  to: string;
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/**
 * First-response figures of the clocks that arrived in the range (Istanbul days), per owner at arrival and in total
 * (one GROUPING SETS query over the arrived_at index): the median working minutes to the first contact, the share
 * answered within the target among those answered or already past it, escalation steps and reassignments.
 */
export async function firstResponseReport(db: Database, range: Range, now: Date): Promise<FirstResponseReport> {
  const start = new Date(`${range.from}T00:00:00${ISTANBUL_OFFSET}`);
  const end = new Date(new Date(`${range.to}T00:00:00${ISTANBUL_OFFSET}`).getTime() + 24 * 60 * 60_000);
  const result = await db.execute(sql`
    with clocks as (
      select c.owner_staff_id, c.responded_at, c.waited_seconds, c.target_minutes, c.due_at,
        (select count(*) from crm_first_response_steps s where s.clock_id = c.id) as steps,
        (select count(*) from crm_first_response_steps s where s.clock_id = c.id and s.to_staff_id is not null) as moved
      from crm_first_responses c
      where c.arrived_at >= ${start} and c.arrived_at < ${end}
    )
    select grouping(k.owner_staff_id) as is_total, k.owner_staff_id, max(st.full_name) as name,
      count(*) as leads, count(k.responded_at) as answered,
      percentile_cont(0.5) within group (order by k.waited_seconds) as median_seconds,
      count(*) filter (where k.responded_at is not null and k.waited_seconds <= k.target_minutes * 60) as within,
      count(*) filter (where k.responded_at is not null or k.due_at <= ${now}) as judged,
      sum(k.steps) as escalations, sum(k.moved) as reassignments
    from clocks k left join staff st on st.id = k.owner_staff_id
    group by grouping sets ((k.owner_staff_id), ())`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const figures = (row: Record<string, unknown> | undefined) => ({
    leads: num(row?.leads),
    answered: num(row?.answered),
    median_first_response_minutes:
      row?.median_seconds === null || row?.median_seconds === undefined ? null : Math.round((num(row.median_seconds) / 60) * 10) / 10,
    within_target_share: num(row?.judged) === 0 ? null : num(row?.within) / num(row?.judged),
    escalations: num(row?.escalations),
    reassignments: num(row?.reassignments),
  });
  const people = rows
    .filter((row) => num(row.is_total) === 0)
    .map((row) => ({
      name: row.owner_staff_id === null ? FIRST_RESPONSE_UNASSIGNED : String(row.name ?? FIRST_RESPONSE_UNASSIGNED),
      ...figures(row),
    }))
    .sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name, 'tr'));
  return { people, total: figures(rows.find((row) => num(row.is_total) === 1)) };
}
