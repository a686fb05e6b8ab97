import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { JOURNALED_CUTOFF_CATEGORIES, type ErasureJournalEntry, type JournaledCutoffCategory } from '../../db/erasureJournal.js';
import { advisoryXactLock } from '../../db/locks.js';
import { customers } from '../../db/schema/index.js';
import { erasePerson } from '../crm/public.js';
import { destroyOlderThan } from './destruction.js';

/** Two instances starting at once re-apply one after the other (the second finds nothing left to do). */
const LOCK_KEY = 'erasure-journal-replay';
/** Ids per query: far below PostgreSQL's bind-parameter limit. */
const CHUNK = 1000;

export interface ReplayResult {
  /** Customer files erased again (they were open in this database although the journal says they were erased). */
  files: number;
  /** Records destroyed again by the retention runs' cutoffs. */
  records: number;
}

/**
 * Re-applies the erasure journal to the database, in one transaction, before the API listens: after a restore, the
 * erasures and retention destruction made since the backup are made again; on a database that was not restored it
 * finds nothing to do. A customer id is erased only when that file was created before the erasure: a restore sets
 * the id sequence back, so a later person may hold an id the journal names for someone else. Each category's
 * destruction is re-applied up to the latest cutoff it ever reached.
 */
export async function replayErasureJournal(db: Database, entries: ErasureJournalEntry[]): Promise<ReplayResult> {
  if (entries.length === 0) return { files: 0, records: 0 };
  const erasedAt = new Map<number, Date>();
  const cutoffs = new Map<JournaledCutoffCategory, Date>();
  for (const entry of entries) {
    const at = new Date(entry.at);
    for (const id of entry.customers) if (!(erasedAt.get(id)! >= at)) erasedAt.set(id, at);
    for (const category of JOURNALED_CUTOFF_CATEGORIES) {
      const cutoff = entry.cutoffs?.[category];
      if (cutoff && !(cutoffs.get(category)! >= new Date(cutoff))) cutoffs.set(category, new Date(cutoff));
    }
  }
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, LOCK_KEY);
    let files = 0;
    const ids = [...erasedAt.keys()];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const open = await tx
        .select({ id: customers.id, createdAt: customers.createdAt })
        .from(customers)
        .where(and(inArray(customers.id, ids.slice(i, i + CHUNK)), isNull(customers.anonymizedAt)));
      for (const file of open) {
        const at = erasedAt.get(file.id)!;
        if (file.createdAt > at) continue;
        const erased = await erasePerson(tx, file.id, at);
        if (erased && erased !== 'already') files += erased.ids.length;
      }
    }
    let records = 0;
    for (const [category, cutoff] of cutoffs) records += await destroyOlderThan(tx, category, cutoff);
    return { files, records };
  });
}
