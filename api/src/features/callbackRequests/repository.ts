import type { Database } from '../../db/client.js';
import { callbackRequests, type CallbackRequestRow } from '../../db/schema/index.js';

export function createCallbackRequestRepository(db: Database) {
  return {
    async create(phoneNumber: string): Promise<CallbackRequestRow> {
      const [created] = await db.insert(callbackRequests).values({ phoneNumber }).returning();
      return created!;
    },
  };
}

export type CallbackRequestRepository = ReturnType<typeof createCallbackRequestRepository>;
