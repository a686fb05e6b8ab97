import type { Database } from '../../../db/client.js';
import { crmStageCounts } from '../../../db/schema/index.js';
import type { CustomerFilter } from '../customers/repository.js';

/** True when the board shows every customer: its columns' counts are then the stage counts the triggers keep. */
export function isUnfiltered(filter: CustomerFilter): boolean {
  return filter.terms.length === 0 && filter.phonePrefix === undefined && !filter.nextContact && filter.owner === undefined;
}

/** Customers per stage from crm_stage_counts (migration 0005's triggers): six rows, exact at any table size. */
export async function stageCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db.select().from(crmStageCounts);
  return new Map(rows.map((row) => [row.stage, row.count]));
}
