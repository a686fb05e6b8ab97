import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Tx } from '../../../db/locks.js';
import {
  adminAuditEvents,
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
import { erasureJournalOf } from '../../../db/erasureJournal.js';
import { ERASED_VALUE, eraseCustomerAuditValues, recordCustomerAudit } from '../audit.js';

/** Free-text phone columns (callback and contact forms) compared on their last 10 digits. */
const samePhone = (column: typeof callbackRequests.phoneNumber | typeof contactRequests.phone, phones: string[]): SQL =>
  inArray(sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`, phones);

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

interface Person {
  files: CustomerRow[];
  /** The phones only this person holds: the rows matched by phone alone (SMS, callback and contact requests). */
  phones: string[];
  /** Every phone of the person's files and user, shared or not: what no audit row may keep after an erase. */
  everyPhone: string[];
}

/**
 * The person behind a customer file: the files of the same verified user (one user per phone that proved itself by
 * SMS; a repeat application or a file made from a request joins it). Never a match on the file's current phone: staff
 * may have corrected that phone, and any other file holding it is somebody else's. A phone counts as the person's
 * only while no other person's file or user holds it, so a phone shared by mistake exports and erases nobody else's
 * requests or messages.
 */
async function personOf(db: Database | Tx, customerId: number): Promise<Person | undefined> {
  const [file] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!file) return undefined;
  const files = await db.select().from(customers).where(eq(customers.userId, file.userId)).orderBy(customers.id);
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, file.userId));
  const candidates = [...new Set([...files.map((f) => f.phone), user?.phone ?? ''])].filter((p) => /^\d{10}$/.test(p));
  if (candidates.length === 0) return { files, phones: [], everyPhone: [] };
  const ids = files.map((f) => f.id);
  const [otherFiles, otherUsers] = await Promise.all([
    db
      .select({ phone: customers.phone })
      .from(customers)
      .where(and(inArray(customers.phone, candidates), notInArray(customers.id, ids), isNull(customers.anonymizedAt))),
    db
      .select({ phone: users.phone })
      .from(users)
      .where(and(inArray(users.phone, candidates), sql`${users.id} <> ${file.userId}`)),
  ]);
  const shared = new Set([...otherFiles, ...otherUsers].map((r) => r.phone));
  return { files, phones: candidates.filter((p) => !shared.has(p)), everyPhone: candidates };
}

/**
 * Another file's edits may hold one of the erased phones (a number typed into the wrong file and corrected later):
 * those values go too, the rest of those rows stays.
 */
async function erasePhoneInOtherAudits(tx: Tx, customerIds: number[], phones: string[]): Promise<void> {
  if (phones.length === 0) return;
  const rows = await tx
    .select({ id: adminAuditEvents.id, before: adminAuditEvents.before, after: adminAuditEvents.after })
    .from(adminAuditEvents)
    .where(
      and(
        eq(adminAuditEvents.entity, 'customer'),
        eq(adminAuditEvents.action, 'update'),
        notInArray(adminAuditEvents.entityId, customerIds),
        or(inArray(sql`${adminAuditEvents.before}->>'phone'`, phones), inArray(sql`${adminAuditEvents.after}->>'phone'`, phones)),
      ),
    );
  const erased = (values: Record<string, unknown> | null, replacement: string | null) =>
    values && phones.includes(String(values.phone)) ? { ...values, phone: replacement } : values;
  for (const row of rows) {
    await tx
      .update(adminAuditEvents)
      .set({ before: erased(row.before, null), after: erased(row.after, ERASED_VALUE) })
      .where(eq(adminAuditEvents.id, row.id));
  }
}

/** The KVKK record (crm_audit_events, part of the export) and the admin area's audit list. */
async function audit(db: Database | Tx, input: AuditInput): Promise<void> {
  await db.insert(crmAuditEvents).values(input);
  const files = Array.isArray(input.details.musteri_idleri) ? input.details.musteri_idleri.length : 1;
  await recordCustomerAudit(db, input, [{ action: input.action, customerId: input.customerId, after: { musteri_idleri: files } }]);
}

/**
 * Erases the person behind a customer file inside the caller's transaction (the KVKK erase request and the
 * retention job share it), under the file's row lock that a note or call being saved takes too. What is kept, and
 * why, is in docs/crm.md: the files stay as anonymous statistics, the follow-ups keep who changed which stage when
 * but lose their text, the consent keeps its time and notice version. Undefined when the customer does not exist;
 * 'already' when it was erased before.
 */
export async function erasePerson(tx: Tx, customerId: number, now: Date) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const person = await personOf(tx, customerId);
  if (!person) return undefined;
  const open = person.files.filter((f) => f.anonymizedAt === null);
  if (open.length === 0) return 'already' as const;
  const { phones, everyPhone } = person;
  const ids = open.map((f) => f.id);
  const userIds = [...new Set(open.map((f) => f.userId))];

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
  await erasePhoneInOtherAudits(tx, ids, everyPhone);
  await tx.update(kvkkConsents).set({ phone: '', ip: '' }).where(inArray(kvkkConsents.customerId, ids));
  // Repeat applications (docs/crm.md, 'Duplicate leads') keep their time and limit for the statistics; call notes lose their text.
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
  if (phones.length > 0) {
    removed.sms = (await tx.delete(smsOutbox).where(inArray(smsOutbox.phone, phones)).returning({ id: smsOutbox.id })).length;
    removed.callbacks = (
      await tx.delete(callbackRequests).where(samePhone(callbackRequests.phoneNumber, phones)).returning({ id: callbackRequests.id })
    ).length;
    removed.contacts = (
      await tx.delete(contactRequests).where(samePhone(contactRequests.phone, phones)).returning({ id: contactRequests.id })
    ).length;
  }
  return { ids, removed };
}

export function createCrmKvkkRepository(db: Database) {
  return {
    /** Everything stored about the person (KVKK article 11): raw rows, minus secrets (code hashes). */
    async collect(customerId: number) {
      const person = await personOf(db, customerId);
      if (!person) return undefined;
      const { files, phones } = person;
      const ids = files.map((f) => f.id);
      const userIds = [...new Set(files.map((f) => f.userId))];
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
          phones.length ? db.select().from(smsOutbox).where(inArray(smsOutbox.phone, phones)).orderBy(smsOutbox.id) : Promise.resolve([]),
          phones.length ? db.select().from(callbackRequests).where(samePhone(callbackRequests.phoneNumber, phones)) : Promise.resolve([]),
          phones.length ? db.select().from(contactRequests).where(samePhone(contactRequests.phone, phones)) : Promise.resolve([]),
          db.select().from(crmAuditEvents).where(inArray(crmAuditEvents.customerId, ids)).orderBy(crmAuditEvents.id),
          db.select().from(customerApplications).where(inArray(customerApplications.customerId, ids)).orderBy(customerApplications.id),
          db.select().from(crmCallOutcomes).where(inArray(crmCallOutcomes.customerId, ids)).orderBy(crmCallOutcomes.id),
        ]);
      return { files, userRows, consents, followUps, verifications, outbox, callbacks, contacts, auditEvents, applications, calls };
    },

    async recordAudit(input: AuditInput): Promise<void> {
      await audit(db, input);
    },

    /** Erases the person (KVKK article 7 and 11) in one transaction and records it in the audit trail. */
    async erase(customerId: number, actor: { staffId: number; staffName: string }, now: Date) {
      return db.transaction(async (tx) => {
        const erased = await erasePerson(tx, customerId, now);
        if (erased === undefined || erased === 'already') return erased;
        const { ids, removed } = erased;
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
        // Last, before the commit: a restore to an earlier backup erases these files again at start-up. Should the
        // commit then fail, the next start-up completes the erasure that was asked for.
        await erasureJournalOf(db)?.append({ at: now.toISOString(), kind: 'kvkk_erase', customers: ids });
        return { files: ids.length };
      });
    },
  };
}

export type CrmKvkkRepository = ReturnType<typeof createCrmKvkkRepository>;
