import type { Database } from '../db/client.js';
import { smsOutbox } from '../db/schema/index.js';

/** Keeps a copy of a sent message in the demo outbox (`/api/dev/sms-outbox/`), where the demo reads its codes. */
export async function addToSmsOutbox(db: Database, phone: string, message: string): Promise<void> {
  await db.insert(smsOutbox).values({ phone, message });
}
