import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Tx } from '../../../db/locks.js';
import {
  callbackRequests,
  contactRequests,
  crmAuditEvents,
  crmCallOutcomes,
  customerApplications,
  customerFollowUps,
  customers,
  kvkkConsents,
  phoneVerifications,
  smsOutbox,
  users,
  type CrmAuditAction,
  type CustomerRow,
} from '../../../db/schema/index.js';
import { eraseCustomerAuditValues, recordCustomerAudit } from '../audit.js';

/** Free-text phone columns (callback and contact forms) compared on their last 10 digits. */
const samePhone = (column: typeof callbackRequests.phoneNumber | typeof contactRequests.phone, phone: string): SQL =>
  sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10) = ${phone}`;

/** The name shown in place of an erased person. */
export const ANONYMOUS_NAME = 'Anonim Müşteri';

/** A users.phone value that cannot be a real number (those start with 5) and stays unique per user. */
const erasedPhone = (userId: number) => `x${String(userId).padStart(9, '0')}`.slice(-10);

export interface AuditInput {
  staffId: number;
  staffName: string;
  action: Extract<CrmAuditAction, 'kvkk_export' | 'kvkk_erase'>;
  customerId: number;
  details: Record<string, unknown>;
}

/** The person behind a customer file: every file with the same phone, or just this one once it has none. */
async function filesOfPerson(db: Database | Tx, customerId: number): Promise<CustomerRow[]> {
  const [file] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!file) return [];
  if (file.phone === '') return [file];
  return db.select().from(customers).where(eq(customers.phone, file.phone)).orderBy(customers.id);
}

/** The KVKK record (crm_audit_events, part of the export) and the admin area's audit list (issue 20 item 8). */
async function audit(db: Database | Tx, input: AuditInput): Promise<void> {
  await db.insert(crmAuditEvents).values(input);
  const files = Array.isArray(input.details.musteri_idleri) ? input.details.musteri_idleri.length : 1;
  await recordCustomerAudit(db, input, [{ action: input.action, customerId: input.customerId, after: { musteri_idleri: files } }]);
}

export function createCrmKvkkRepository(db: Database) {
  return {
    /** Everything stored about the person (KVKK article 11): raw rows, minus secrets (code hashes). */
    async collect(customerId: number) {
      const files = await filesOfPerson(db, customerId);
      if (files.length === 0) return undefined;
      const ids = files.map((f) => f.id);
      const userIds = [...new Set(files.map((f) => f.userId))];
      const phone = files[0]!.phone;
      const [userRows, consents, followUps, verifications, outbox, callbacks, contacts, auditEvents, applications, calls] =
        await Promise.all([
          db.select().from(users).where(inArray(users.id, userIds)),
          db.select().from(kvkkConsents).where(inArray(kvkkConsents.customerId, ids)),
          db.select().from(customerFollowUps).where(inArray(customerFollowUps.customerId, ids)).orderBy(customerFollowUps.id),
          db
            .select({
              id: phoneVerifications.id,
              phone: phoneVerifications.phone,
              status: phoneVerifications.status,
              ip: phoneVerifications.ip,
              createdAt: phoneVerifications.createdAt,
              sentAt: phoneVerifications.sentAt,
              verifiedAt: phoneVerifications.verifiedAt,
            })
            .from(phoneVerifications)
            .where(inArray(phoneVerifications.userId, userIds))
            .orderBy(phoneVerifications.id),
          phone ? db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id) : Promise.resolve([]),
          phone ? db.select().from(callbackRequests).where(samePhone(callbackRequests.phoneNumber, phone)) : Promise.resolve([]),
          phone ? db.select().from(contactRequests).where(samePhone(contactRequests.phone, phone)) : Promise.resolve([]),
          db.select().from(crmAuditEvents).where(inArray(crmAuditEvents.customerId, ids)).orderBy(crmAuditEvents.id),
          db.select().from(customerApplications).where(inArray(customerApplications.customerId, ids)).orderBy(customerApplications.id),
          db.select().from(crmCallOutcomes).where(inArray(crmCallOutcomes.customerId, ids)).orderBy(crmCallOutcomes.id),
        ]);
      return { files, userRows, consents, followUps, verifications, outbox, callbacks, contacts, auditEvents, applications, calls };
    },

    async recordAudit(input: AuditInput): Promise<void> {
      await audit(db, input);
    },

    /**
     * Erases the person (KVKK article 7 and 11) in one transaction and records it. What is kept, and why, is in
     * docs/crm.md: the files stay as anonymous statistics, the follow-ups keep who changed which stage when but
     * lose their text, the consent keeps its time and notice version. Undefined when the customer does not exist;
     * 'already' when it was erased before.
     */
    async erase(customerId: number, actor: { staffId: number; staffName: string }, now: Date) {
      return db.transaction(async (tx) => {
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
        const files = await filesOfPerson(tx, customerId);
        if (files.length === 0) return undefined;
        const open = files.filter((f) => f.anonymizedAt === null);
        if (open.length === 0) return 'already' as const;
        const ids = open.map((f) => f.id);
        const userIds = [...new Set(open.map((f) => f.userId))];
        const phone = open[0]!.phone;

        await tx
          .update(customers)
          .set({
            name: '',
            surname: '',
            fullName: ANONYMOUS_NAME,
            phone: '',
            tc: '',
            birthDate: null,
            gender: '',
            location: '',
            ip: '',
            userCrmId: null,
            crmNote: '',
            callme: false,
            callmeAt: null,
            nextContactAt: null,
            searchText: '',
            anonymizedAt: now,
            updatedAt: now,
          })
          .where(inArray(customers.id, ids));
        await tx.update(customerFollowUps).set({ note: '' }).where(inArray(customerFollowUps.customerId, ids));
        await eraseCustomerAuditValues(tx, ids);
        await tx.update(kvkkConsents).set({ phone: '', ip: '' }).where(inArray(kvkkConsents.customerId, ids));
        // Repeat applications (issue 20.9) keep their time and limit for the statistics; call notes lose their text.
        await tx.update(customerApplications).set({ answers: {}, ip: '' }).where(inArray(customerApplications.customerId, ids));
        await tx.update(crmCallOutcomes).set({ note: '' }).where(inArray(crmCallOutcomes.customerId, ids));
        for (const userId of userIds) {
          const placeholder = erasedPhone(userId);
          await tx.update(users).set({ name: '', surname: '', phone: placeholder, updatedAt: now }).where(eq(users.id, userId));
          await tx
            .update(phoneVerifications)
            .set({ phone: placeholder, ip: '', codeHash: '', providerMessageId: null })
            .where(eq(phoneVerifications.userId, userId));
        }
        const removed = { sms: 0, callbacks: 0, contacts: 0 };
        if (phone) {
          removed.sms = (await tx.delete(smsOutbox).where(eq(smsOutbox.phone, phone)).returning({ id: smsOutbox.id })).length;
          removed.callbacks = (
            await tx.delete(callbackRequests).where(samePhone(callbackRequests.phoneNumber, phone)).returning({ id: callbackRequests.id })
          ).length;
          removed.contacts = (
            await tx.delete(contactRequests).where(samePhone(contactRequests.phone, phone)).returning({ id: contactRequests.id })
          ).length;
        }
        await audit(tx, {
          ...actor,
          action: 'kvkk_erase',
          customerId,
          details: {
            musteri_idleri: ids,
            silinen_sms: removed.sms,
            silinen_geri_arama: removed.callbacks,
            silinen_iletisim: removed.contacts,
          },
        });
        return { files: ids.length };
      });
    },
  };
}

export type CrmKvkkRepository = ReturnType<typeof createCrmKvkkRepository>;
