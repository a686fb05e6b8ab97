import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

export interface IpLimitedInsert<T extends PgTable> {
  /** A table with `ip` and `created_at` columns (the public forms' request tables). */
  table: T;
  /** Advisory lock key: one writer per IP and form at a time, across API instances. */
  lockKey: string;
  ip: string;
  maxPerHour: number;
  /** The row, by the table's property names; text columns only (the statement passes them untyped). */
  values: { [K in keyof T['$inferInsert']]?: string };
}

/**
 * Inserts the row unless `ip` already stored `maxPerHour` rows in the table within the hour: one statement and one
 * round trip, the limit checked by public_form_ip_slot() (migration 0008) under an advisory lock on the IP. The
 * answer is the new row's id, or undefined when the limit held and nothing was written.
 */
export async function insertUnderIpLimit<T extends PgTable>(db: Database, insert: IpLimitedInsert<T>): Promise<{ id: number } | undefined> {
  const columns = getTableColumns(insert.table);
  const entries = Object.entries(insert.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const names = entries.map(([key]) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(insert.table)} has no column ${key}`);
    return sql.identifier(column.name);
  });
  const tableName = getTableName(insert.table);
  const result = await db.execute(sql`
    insert into ${insert.table} (${sql.join(names, sql`, `)})
    select ${sql.join(
      entries.map(([, value]) => sql`${value}`),
      sql`, `,
    )}
    where public_form_ip_slot(${tableName}, ${insert.lockKey}, ${insert.ip}, ${insert.maxPerHour})
    returning id`);
  const [row] = (result as unknown as { rows: Array<{ id: number }> }).rows;
  return row;
}
