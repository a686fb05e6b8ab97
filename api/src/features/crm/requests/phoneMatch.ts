import { and, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Tx } from '../../../db/locks.js';
import { callbackRequests, contactRequests, customers } from '../../../db/schema/index.js';

/**
 * Requests hold what the visitor typed; they belong to a customer whose phone equals the last 10 digits of it (the
 * expression indexes of migration 0015 serve this, in both directions).
 */
export function phoneKey(raw: string): string {
  return raw.replace(/\D/g, '').slice(-10);
}

export const requestPhoneIs = (column: typeof callbackRequests.phoneNumber | typeof contactRequests.phone, phone: string): SQL =>
  sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10) = ${phone}`;

/** The newest customer of each phone key (anonymised files have no phone and never match). */
export async function customersByPhone(db: Database | Tx, raws: readonly string[]): Promise<Map<string, number>> {
  const keys = [...new Set(raws.map(phoneKey).filter((k) => k.length === 10))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ phone: customers.phone, id: max(customers.id) })
    .from(customers)
    .where(and(inArray(customers.phone, keys), isNull(customers.anonymizedAt)))
    .groupBy(customers.phone);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.phone, r.id!]));
}

export async function newestCustomerOfPhone(db: Database | Tx, phone: string): Promise<number | undefined> {
  if (phone.length !== 10) return undefined;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), isNull(customers.anonymizedAt)))
    .orderBy(desc(customers.id))
    .limit(1);
  return row?.id;
}
