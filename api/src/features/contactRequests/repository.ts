import type { Database } from '../../db/client.js';
import { contactRequests, type ContactRequestRow } from '../../db/schema/index.js';

export interface NewContactRequest {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export function createContactRequestRepository(db: Database) {
  return {
    /** Stored unread, unreplied and without notes; the CRM works it from there. */
    async create(input: NewContactRequest): Promise<ContactRequestRow> {
      const [created] = await db.insert(contactRequests).values(input).returning();
      return created!;
    },
  };
}

export type ContactRequestRepository = ReturnType<typeof createContactRequestRepository>;
