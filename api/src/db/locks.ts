import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Serializes work on one key across API instances: a transaction-scoped advisory lock,
 * released at commit or rollback. Callers taking several locks must always take them in
 * the same order, so two requests cannot wait on each other in a circle.
 */
export async function advisoryXactLock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
