import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';

/** Every table of the API (the schema module exports each one). */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * A real round trip: in one transaction, rewrite the probe row (the database takes writes: not full, not
 * read-only, its WAL writable) and read the first row of every table (their first pages are readable).
 * Cheap: a handful of index-less one-row reads and one one-row upsert.
 */
export function databaseProbe(db: Database): () => Promise<void> {
  return async () => {
    await db.transaction(async (tx) => {
      await tx
        .insert(schema.healthProbe)
        .values({ id: 1, checkedAt: sql`now()` })
        .onConflictDoUpdate({ target: schema.healthProbe.id, set: { checkedAt: sql`now()` } });
      for (const table of tables) await tx.execute(sql`select 1 from ${sql.identifier(getTableName(table))} limit 1`);
    });
  };
}

export interface HealthProbeOptions {
  /** How long one result is reused (1.5 s: a flood of health checks never loads the database). */
  ttlMs?: number;
  now?: () => number;
  onFailure?: (error: unknown) => void;
}

/**
 * Runs `probe` at most once per `ttlMs` and answers whether it passed; callers arriving while it runs share
 * that run. A failure is remembered for `ttlMs` too, so a sick database is not hammered by health checks.
 */
export function createHealthProbe(probe: () => Promise<void>, options: HealthProbeOptions = {}): () => Promise<boolean> {
  const { ttlMs = 1500, now = Date.now, onFailure } = options;
  let last: { at: number; ok: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.ok);
    running ??= probe()
      .then(
        () => true,
        (error: unknown) => {
          onFailure?.(error);
          return false;
        },
      )
      .then((ok) => {
        last = { at: now(), ok };
        running = undefined;
        return ok;
      });
    return running;
  };
}
