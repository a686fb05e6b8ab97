import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { addToSmsOutbox } from '../../sms/outbox.js';
import { withSearchText } from '../../db/customerSearchText.js';
import { advisoryXactLock } from '../../db/locks.js';
import { assignNewLead, startFirstResponseClock } from '../crm/public.js';
import {
  customerApplications,
  customers,
  kvkkConsents,
  leadConsents,
  phoneVerifications,
  smsOutbox,
  users,
  type CustomerRow,
  type PhoneVerificationRow,
  type SmsOutboxRow,
  type UserRow,
} from '../../db/schema/index.js';

const HOUR_MS = 60 * 60_000;

/** What a joining application keeps of the form (the answers and scores; the ids are columns of its own). */
function applicationAnswers(values: typeof customers.$inferInsert): Record<string, unknown> {
  const { userId: _user, verificationId: _verification, ip: _ip, createdAt: _created, updatedAt: _updated, ...answers } = values;
  return answers;
}
const DAY_MS = 24 * HOUR_MS;

export interface ReserveCodeInput {
  phone: string;
  name: string;
  surname: string;
  ip: string;
  codeHash: string;
  now: Date;
  ttlMs: number;
  maxPerPhonePerDay: number;
  maxPerIpPerHour: number;
}

export type ReserveCodeResult =
  | { kind: 'reserved'; verificationId: number; userId: number }
  | { kind: 'phone_limit' }
  | { kind: 'ip_limit' };

/** The consent record of a credit-form submission (a new customer or an application joining one). */
function formConsent(
  customerId: number,
  consent: Omit<typeof kvkkConsents.$inferInsert, 'customerId'>,
  marketing: { sms: boolean; call: boolean },
): typeof leadConsents.$inferInsert {
  return {
    customerId,
    verificationId: consent.verificationId,
    channel: 'form',
    noticeVersion: consent.noticeVersion,
    consentedAt: consent.consentedAt,
    marketingSms: marketing.sms,
    marketingCall: marketing.call,
  };
}

export function createUsersRepository(db: Database) {
  return {
    /**
     * Checks the send limits (codes not refused by the gateway, per phone in 24 h and per IP
     * in 1 h), creates or updates the user, and stores the new code as 'pending' (not usable
     * until the SMS gateway took it). One transaction, under per-phone and per-IP locks.
     */
    async reserveCode(input: ReserveCodeInput): Promise<ReserveCodeResult> {
      return db.transaction(async (tx) => {
        // Serialized per phone and per IP across API instances; always phone first, then IP,
        // so two requests cannot wait on each other in a circle.
        await advisoryXactLock(tx, `otp-phone:${input.phone}`);
        await advisoryXactLock(tx, `otp-ip:${input.ip}`);
        const [byPhone] = await tx
          .select({ n: count() })
          .from(phoneVerifications)
          .where(
            and(
              eq(phoneVerifications.phone, input.phone),
              gt(phoneVerifications.createdAt, new Date(input.now.getTime() - DAY_MS)),
              ne(phoneVerifications.status, 'failed'),
            ),
          );
        if ((byPhone?.n ?? 0) >= input.maxPerPhonePerDay) return { kind: 'phone_limit' };
        const [byIp] = await tx
          .select({ n: count() })
          .from(phoneVerifications)
          .where(
            and(
              eq(phoneVerifications.ip, input.ip),
              gt(phoneVerifications.createdAt, new Date(input.now.getTime() - HOUR_MS)),
              ne(phoneVerifications.status, 'failed'),
            ),
          );
        if ((byIp?.n ?? 0) >= input.maxPerIpPerHour) return { kind: 'ip_limit' };

        // A returning phone keeps its name until this code is verified: anyone can ask for a code.
        const [user] = await tx
          .insert(users)
          .values({ phone: input.phone, name: input.name, surname: input.surname, createdAt: input.now, updatedAt: input.now })
          .onConflictDoUpdate({ target: users.phone, set: { phone: sql`excluded.phone` } })
          .returning({ id: users.id });
        const [verification] = await tx
          .insert(phoneVerifications)
          .values({
            userId: user!.id,
            phone: input.phone,
            codeHash: input.codeHash,
            name: input.name,
            surname: input.surname,
            status: 'pending',
            ip: input.ip,
            createdAt: input.now,
            expiresAt: new Date(input.now.getTime() + input.ttlMs),
          })
          .returning({ id: phoneVerifications.id });
        return { kind: 'reserved', verificationId: verification!.id, userId: user!.id };
      });
    },

    /** The gateway took the SMS: this code becomes the phone's one usable code; older unused ones are superseded. */
    async markSent(id: number, phone: string, now: Date, providerMessageId: string | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        await advisoryXactLock(tx, `otp-phone:${phone}`);
        await tx
          .update(phoneVerifications)
          .set({ status: 'superseded' })
          .where(and(eq(phoneVerifications.phone, phone), eq(phoneVerifications.status, 'sent'), ne(phoneVerifications.id, id)));
        await tx
          .update(phoneVerifications)
          .set({ status: 'sent', sentAt: now, providerMessageId: providerMessageId?.slice(0, 64) ?? null })
          .where(and(eq(phoneVerifications.id, id), eq(phoneVerifications.status, 'pending')));
      });
    },

    /** The gateway refused or could not be reached: the code can never be used. */
    async markFailed(id: number): Promise<void> {
      await db
        .update(phoneVerifications)
        .set({ status: 'failed' })
        .where(and(eq(phoneVerifications.id, id), eq(phoneVerifications.status, 'pending')));
    },

    async findUserByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
      return row;
    },

    /** The newest code the phone received (pending and failed ones never reached it). */
    async latestDeliveredCode(phone: string): Promise<PhoneVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.phone, phone), inArray(phoneVerifications.status, ['sent', 'dead', 'verified', 'superseded'])))
        .orderBy(desc(phoneVerifications.id))
        .limit(1);
      return row;
    },

    /**
     * Counts one wrong try on a code that is still 'sent'; at `max` tries it dies. A verified code was
     * already exchanged for its proof: guesses against it change nothing. Atomic, so concurrent wrong
     * tries cannot exceed the limit. Undefined when the code is no longer live.
     */
    async countWrongAttempt(id: number, max: number): Promise<{ attempts: number; status: string } | undefined> {
      return db.transaction(async (tx) => {
        // A refused code must cost the same time whether or not a row changes (docs/users-api.md): with a durable
        // commit PostgreSQL waits for the WAL flush only when something was written, which told a stranger's number
        // (nothing to count) from a number with a code. A count lost in a crash gives back one guess in 10,000.
        await tx.execute(sql`set local synchronous_commit to off`);
        const [row] = await tx
          .update(phoneVerifications)
          .set({
            attempts: sql`${phoneVerifications.attempts} + 1`,
            status: sql`case when ${phoneVerifications.attempts} + 1 >= ${max} then 'dead' else ${phoneVerifications.status} end`,
          })
          .where(and(eq(phoneVerifications.id, id), eq(phoneVerifications.status, 'sent')))
          .returning({ attempts: phoneVerifications.attempts, status: phoneVerifications.status });
        return row;
      });
    },

    /**
     * sent -> verified, only while the code is live, storing the hash of the proof it is exchanged for; the
     * name given with the code becomes the user's. Undefined when the code is no longer live (it was
     * verified by a concurrent request, expired or died): then no proof exists for this call.
     */
    async markVerified(input: {
      id: number;
      now: Date;
      verifiedUntil: Date;
      maxAttempts: number;
      proofHash: string;
    }): Promise<PhoneVerificationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(phoneVerifications)
          .set({ status: 'verified', verifiedAt: input.now, verifiedUntil: input.verifiedUntil, proofHash: input.proofHash })
          .where(
            and(
              eq(phoneVerifications.id, input.id),
              eq(phoneVerifications.status, 'sent'),
              lt(phoneVerifications.attempts, input.maxAttempts),
              gt(phoneVerifications.expiresAt, input.now),
            ),
          )
          .returning();
        if (row) {
          await tx.update(users).set({ name: row.name, surname: row.surname, updatedAt: input.now }).where(eq(users.id, row.userId));
        }
        return row;
      });
    },

    /** The verification a proof was given for: this phone's, verified, still inside its window. */
    async findProof(phone: string, proofHash: string, now: Date): Promise<PhoneVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.proofHash, proofHash),
            eq(phoneVerifications.phone, phone),
            eq(phoneVerifications.status, 'verified'),
            gt(phoneVerifications.verifiedUntil, now),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * One customer per verified code (an idempotent submit), and one per person and month (docs/crm.md, 'Duplicate leads'): a submission
     * whose phone has a customer created in the last LEAD_JOIN_WINDOW_DAYS joins that customer as an application
     * (customer_applications, with its own consent proof) instead of a second row. Under a per-phone lock, so two
     * submissions at once cannot both create one. `kind`: created, joined, or repeat (this code was submitted before).
     */
    async createOrJoinCustomer(
      values: typeof customers.$inferInsert & { verificationId: number; phone: string; createdAt: Date },
      consent: Omit<typeof kvkkConsents.$inferInsert, 'customerId'>,
      windowMs: number,
      marketing: { sms: boolean; call: boolean } = { sms: false, call: false },
    ): Promise<{
      customer: CustomerRow;
      kind: 'created' | 'joined' | 'repeat';
      application?: { creditLimit: number; findeksPending: boolean };
    }> {
      return db.transaction(async (tx) => {
        await advisoryXactLock(tx, `lead-phone:${values.phone}`);
        const [same] = await tx.select().from(customers).where(eq(customers.verificationId, values.verificationId)).limit(1);
        if (same) return { customer: same, kind: 'repeat' };
        const [joined] = await tx
          .select({ customer: customers, application: customerApplications })
          .from(customerApplications)
          .innerJoin(customers, eq(customers.id, customerApplications.customerId))
          .where(eq(customerApplications.verificationId, values.verificationId))
          .limit(1);
        if (joined) return { customer: joined.customer, kind: 'repeat', application: joined.application };
        const [recent] = await tx
          .select()
          .from(customers)
          .where(
            and(
              eq(customers.phone, values.phone),
              isNull(customers.anonymizedAt),
              gt(customers.createdAt, new Date(values.createdAt.getTime() - windowMs)),
            ),
          )
          .orderBy(desc(customers.id))
          .limit(1);
        if (recent) {
          const application = {
            customerId: recent.id,
            verificationId: values.verificationId,
            answers: applicationAnswers(values),
            creditLimit: values.calculatedCreditLimit ?? 0,
            findeksPending: values.findeksFlag ?? false,
            ip: consent.ip,
            noticeVersion: consent.noticeVersion,
            createdAt: values.createdAt,
          };
          await tx.insert(customerApplications).values(application);
          await tx.insert(leadConsents).values(formConsent(recent.id, consent, marketing));
          await tx.update(customers).set({ updatedAt: values.createdAt }).where(eq(customers.id, recent.id));
          return { customer: recent, kind: 'joined', application };
        }
        const [inserted] = await tx.insert(customers).values(withSearchText(values)).returning();
        await tx.insert(kvkkConsents).values({ ...consent, customerId: inserted!.id });
        await tx.insert(leadConsents).values(formConsent(inserted!.id, consent, marketing));
        // A new lead goes to the on-duty 'personel' who waited longest, in this transaction (docs/crm.md).
        const customer = await assignNewLead(tx, inserted!);
        // Its first-response clock starts now, counted in working time (docs/crm.md 'First response').
        await startFirstResponseClock(tx, {
          kind: 'basvuru',
          customerId: customer.id,
          ownerStaffId: customer.assignedStaffId,
          arrivedAt: values.createdAt,
        });
        return { customer, kind: 'created' };
      });
    },

    async customerByVerification(verificationId: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.verificationId, verificationId)).limit(1);
      return row;
    },

    async latestCustomerOfPhone(phone: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).orderBy(desc(customers.id)).limit(1);
      return row;
    },

    /** A call-me request ('true') is a lead of its own channel: its consent record is written with it. */
    async setCallme(
      customerId: number,
      callme: boolean,
      now: Date,
      consent?: { verificationId: number; noticeVersion: string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({ callme, callmeAt: callme ? now : null, updatedAt: now })
          .where(eq(customers.id, customerId));
        if (callme && consent) {
          await tx.insert(leadConsents).values({ customerId, channel: 'callme', consentedAt: now, ...consent });
        }
      });
    },

    addToOutbox(phone: string, message: string): Promise<void> {
      return addToSmsOutbox(db, phone, message);
    },

    async listOutbox(phone: string | undefined, limit = 50): Promise<SmsOutboxRow[]> {
      const query = db.select().from(smsOutbox);
      const filtered = phone ? query.where(eq(smsOutbox.phone, phone)) : query;
      return filtered.orderBy(desc(smsOutbox.id)).limit(limit);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
