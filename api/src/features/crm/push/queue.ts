import { eq, sql } from 'drizzle-orm';
import { workingTimeBetween } from '@kredi/contracts/common';
import type { FirstResponseKind } from '@kredi/contracts/crm';
import { pushNoticeOf, type PushNoticeStep } from '@kredi/contracts/push';
import type { Database } from '../../../db/client.js';
import { crmPushOutbox, crmPushSubscriptions } from '../../../db/schema/index.js';
import type { PushSender } from './sender.js';

/** One notice for some staff members: each of their devices gets a row in the queue. */
export interface PushNotice {
  staffIds: number[];
  kind: FirstResponseKind;
  customerId: number | null;
  step: PushNoticeStep;
  /** The wait is read at sending time from the arrival (a new lead), or fixed here (an escalation step). */
  arrivedAt?: Date;
  waitedMs?: number;
  more?: number;
}

/** Rows one instance leases at a time, and how long before another instance may take a row it did not finish. */
const BATCH = 50;
const LEASE_MS = 60_000;
/** Tries of a notice a push service keeps refusing for a while (429, 5xx, no answer), 30 s more apart each time. */
export const PUSH_MAX_ATTEMPTS = 5;
const RETRY_STEP_MS = 30_000;

interface Leased {
  id: number;
  kind: FirstResponseKind;
  customer_id: number | null;
  step: number;
  arrived_at: Date | string | null;
  waited_ms: number | null;
  more: number;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushDeliveryResult {
  sent: number;
  /** Devices dropped because their push service said they are gone (404, 410). */
  dropped: number;
  failed: number;
}

export interface PushQueueOptions {
  db: Database;
  /** null: push is off on this server; nothing is queued. */
  sender: PushSender | null;
  now: () => Date;
  log: { warn(fields: object, line: string): void };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The queue of notices to staff devices. Whoever queues (the answer to a form, the escalation pass) writes rows and
 * starts this instance's sender at once, so a notice leaves within moments; every instance also looks on a timer
 * for rows left over (a retry, an instance that stopped). A row is leased before it is sent, with SKIP LOCKED: with
 * two API replicas each notice is sent once.
 */
export function createPushQueue(options: PushQueueOptions) {
  const { db, sender } = options;
  let running: Promise<PushDeliveryResult> | undefined;
  let again = false;

  async function enqueue(notices: PushNotice[]): Promise<number> {
    if (!sender) return 0;
    const rows = notices.flatMap((n) =>
      [...new Set(n.staffIds)].map((staffId) => ({
        staff_id: staffId,
        kind: n.kind,
        customer_id: n.customerId,
        step: n.step,
        arrived_at: n.arrivedAt ? n.arrivedAt.toISOString() : null,
        waited_ms: n.waitedMs ?? null,
        more: n.more ?? 0,
      })),
    );
    if (rows.length === 0) return 0;
    // One statement for any number of notices; only active people with a device get rows (a disabled account's
    // phone hears nothing more).
    const inserted = rowsOf<{ id: number }>(
      await db.execute(sql`insert into crm_push_outbox (subscription_id, kind, customer_id, step, arrived_at, waited_ms, more, created_at)
        select s.id, v.kind, v.customer_id, v.step, v.arrived_at, v.waited_ms, v.more, ${options.now()}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(staff_id int, kind text, customer_id int, step smallint, arrived_at timestamptz, waited_ms int, more int)
        join crm_push_subscriptions s on s.staff_id = v.staff_id
        join staff st on st.id = s.staff_id and st.is_active
        returning id`),
    );
    if (inserted.length > 0) kick();
    return inserted.length;
  }

  async function lease(now: Date): Promise<Leased[]> {
    return rowsOf<Leased>(
      await db.execute(sql`update crm_push_outbox o set locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = o.attempts + 1
        from crm_push_subscriptions s
        where s.id = o.subscription_id and o.id in (
          select id from crm_push_outbox where locked_until is null or locked_until <= ${now}
          order by id limit ${BATCH} for update skip locked)
        returning o.id, o.kind, o.customer_id, o.step, o.arrived_at, o.waited_ms, o.more, o.attempts,
          s.id as subscription_id, s.endpoint, s.p256dh, s.auth`),
    );
  }

  async function deliverOne(row: Leased, now: Date, result: PushDeliveryResult): Promise<void> {
    const waitedMs = row.waited_ms ?? (row.arrived_at ? workingTimeBetween(new Date(row.arrived_at), now) : 0);
    const payload = pushNoticeOf({
      kind: row.kind,
      step: Math.min(Math.max(row.step, 0), 3) as PushNoticeStep,
      waitedMs,
      customerId: row.customer_id,
      more: row.more,
    });
    const { outcome, status } = await sender!.send(row, payload);
    if (outcome === 'sent') {
      result.sent += 1;
      await db.delete(crmPushOutbox).where(eq(crmPushOutbox.id, row.id));
      await db.update(crmPushSubscriptions).set({ lastSentAt: now }).where(eq(crmPushSubscriptions.id, row.subscription_id));
      return;
    }
    // The endpoint is a secret of the device: the log names its host only.
    const host = new URL(row.endpoint).host;
    if (outcome === 'gone') {
      result.dropped += 1;
      // Its waiting notices go with it (on delete cascade).
      await db.delete(crmPushSubscriptions).where(eq(crmPushSubscriptions.id, row.subscription_id));
      return;
    }
    result.failed += 1;
    if (outcome === 'refused' || row.attempts >= PUSH_MAX_ATTEMPTS) {
      options.log.warn({ host, status, attempts: row.attempts }, 'staff push notice given up');
      await db.delete(crmPushOutbox).where(eq(crmPushOutbox.id, row.id));
      return;
    }
    await db
      .update(crmPushOutbox)
      .set({ lockedUntil: new Date(now.getTime() + row.attempts * RETRY_STEP_MS) })
      .where(eq(crmPushOutbox.id, row.id));
  }

  /** Sends what is due now, batch after batch, until nothing is left for this instance. */
  async function deliverPending(): Promise<PushDeliveryResult> {
    const result: PushDeliveryResult = { sent: 0, dropped: 0, failed: 0 };
    if (!sender) return result;
    for (;;) {
      const now = options.now();
      const rows = await lease(now);
      if (rows.length === 0) return result;
      await Promise.all(rows.map((row) => deliverOne(row, now, result)));
    }
  }

  /** Runs the sender now (once at a time; a call while it runs makes it go round once more). */
  function kick(): Promise<PushDeliveryResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: PushDeliveryResult = { sent: 0, dropped: 0, failed: 0 };
      do {
        again = false;
        const pass = await deliverPending();
        total.sent += pass.sent;
        total.dropped += pass.dropped;
        total.failed += pass.failed;
      } while (again);
      return total;
    })()
      .catch((error: unknown) => {
        options.log.warn({ err: error }, 'staff push delivery failed');
        return { sent: 0, dropped: 0, failed: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    enabled: sender !== null,
    enqueue,
    kick,
    /** Resolves when this instance's sender is idle (tests, shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type PushQueue = ReturnType<typeof createPushQueue>;
