import { sql } from 'drizzle-orm';
import type { LeadConsentChannel } from '@kredi/contracts/common';
import { boolean, check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { callbackRequests } from './callbackRequests.js';
import { customers, phoneVerifications } from './users.js';

/**
 * What each lead agreed to (migration 0025, docs/kvkk.md 'Consent records'): the notice's version and the time, the
 * channel, and the separate commercial-message opt-in per channel with its withdrawal. The phone is not copied here:
 * it is read from the verified code (form, call-me) or the callback request, so a KVKK erase of those leaves no
 * number behind; a callback request's rows go with it.
 */
export const leadConsents = pgTable(
  'lead_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    callbackRequestId: integer('callback_request_id').references(() => callbackRequests.id, { onDelete: 'cascade' }),
    /** The verified code the phone was proven with; NULL for a callback request (its number is not verified). */
    verificationId: integer('verification_id').references(() => phoneVerifications.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 16 }).$type<LeadConsentChannel>().notNull(),
    noticeVersion: varchar('notice_version', { length: 32 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingCall: boolean('marketing_call').notNull().default(false),
    marketingWithdrawnAt: timestamp('marketing_withdrawn_at', { withTimezone: true }),
    /** The staff member's name, as the timeline shows it. */
    marketingWithdrawnBy: varchar('marketing_withdrawn_by', { length: 100 }),
  },
  (table) => [
    check('lead_consents_channel_check', sql`${table.channel} in ('form', 'callme', 'callback')`),
    check('lead_consents_subject_check', sql`${table.customerId} is not null or ${table.callbackRequestId} is not null`),
    index('lead_consents_customer_idx').on(table.customerId, table.id),
    index('lead_consents_callback_request_idx').on(table.callbackRequestId),
  ],
);

export type LeadConsentRow = typeof leadConsents.$inferSelect;
