import { customerEditMessages } from '@kredi/contracts/crm';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { customers } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';

/**
 * A file a KVKK erase anonymised takes no new personal text (a note, a call's note, a next contact): the 409 the
 * edit route answers, before anything is written. An unknown customer passes, for the route's own 404.
 */
export async function refuseErasedFile(db: Database, customerId: number): Promise<void> {
  const [row] = await db.select({ anonymizedAt: customers.anonymizedAt }).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (row?.anonymizedAt) throw new ApiError(409, customerEditMessages.erased);
}
