import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FirstResponseKind } from '@kredi/contracts/crm';
import { staff } from './crm.js';
import { customers } from './users.js';

/**
 * Web Push to staff devices (migration 0029, docs/crm.md 'Bildirimler'). A subscription is one browser on one device
 * that its staff member opted in on: the push service's endpoint and the keys the payload is encrypted with.
 */
export const crmPushSubscriptions = pgTable(
  'crm_push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 40 }).notNull(),
    device: varchar('device', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crm_push_subscriptions_endpoint_idx').on(table.endpoint),
    index('crm_push_subscriptions_staff_idx').on(table.staffId),
  ],
);

/**
 * Notices waiting to be sent, one row per device. Any API instance may send a row: it leases it first
 * (`locked_until`), so two instances never send one twice, and a lease that runs out (an instance stopped half-way)
 * lets another send it. A sent row is deleted: the queue keeps no history.
 */
export const crmPushOutbox = pgTable(
  'crm_push_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => crmPushSubscriptions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<FirstResponseKind>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** 0: a new lead given to its owner; 1-3: the escalation step. */
    step: smallint('step').notNull().default(0),
    /** The wait is read from here when the notice is sent (a new lead), or was fixed by its step (`waited_ms`). */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    waitedMs: integer('waited_ms'),
    /** Other waiting records this notice sums up. */
    more: integer('more').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('crm_push_outbox_subscription_idx').on(table.subscriptionId)],
);

/** The demo mode's VAPID key pair: made by the first instance that needs it and kept, so every instance signs alike. */
export const crmPushVapidKeys = pgTable(
  'crm_push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('crm_push_vapid_keys_one_row', sql`${table.id} = 1`)],
);
