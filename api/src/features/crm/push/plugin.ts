import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@kredi/contracts/crm';
import type { PushNoticeStep } from '@kredi/contracts/push';
import { loadPushConfig } from './config.js';
import { createPushQueue, type PushQueue } from './queue.js';
import { createCrmPushRepository } from './repository.js';
import { pushRoutes } from './routes.js';
import { createPushSender } from './sender.js';
import { resolveVapidKeys } from './vapid.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notices to staff devices (docs/crm.md 'Bildirimler'): queue them after a change is committed. */
    crmPush: PushQueue;
  }
}

/**
 * Web Push of the CRM: the device routes, the queue and its sender. Each instance sends what it queued at once and
 * looks on a timer (from when the server listens) for what is left; the lease in the queue keeps it to once.
 */
export async function registerCrmPush(app: FastifyInstance): Promise<void> {
  const config = loadPushConfig(process.env, app.config.demoMode);
  const keys = await resolveVapidKeys(app.db, config);
  const queue = createPushQueue({
    db: app.db,
    sender: keys ? createPushSender(keys, { subject: config.subject, ttlSeconds: config.ttlSeconds }) : null,
    now: () => app.crmRuntime.now(),
    log: { warn: (fields, line) => app.log.warn(fields, line) },
  });
  app.decorate('crmPush', queue);
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onListen', async () => {
    if (!queue.enabled) return;
    timer = setInterval(() => void queue.kick(), config.tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await queue.idle();
  });
  await app.register(pushRoutes, {
    prefix: '/api/crm/bildirimler',
    repository: createCrmPushRepository(app.db),
    runtime: app.crmRuntime,
    config,
    publicKey: keys?.publicKey ?? null,
  });
}

/** Queues without holding up the caller (a form's answer, the escalation pass); a failure is logged, never thrown. */
export function queuePush(app: FastifyInstance, work: (queue: PushQueue) => Promise<unknown>): Promise<void> {
  // An app built without the CRM (a test of one feature) has no queue: nothing to send.
  if (!app.hasDecorator('crmPush')) return Promise.resolve();
  return Promise.resolve()
    .then(() => work(app.crmPush))
    .then(
      () => undefined,
      (error: unknown) => app.log.warn({ err: error }, 'staff push notice not queued'),
    );
}

/** The push notice of an escalation step's live notice: the same people, the same wait. */
export function escalationPushOf(event: LiveEvent) {
  const clock = event.ilk_yanit;
  if (!clock || !event.alicilar) return undefined;
  return {
    staffIds: event.alicilar,
    kind: clock.tur,
    customerId: event.musteri_id,
    step: Math.min(Math.max(clock.adim, 1), 3) as PushNoticeStep,
    waitedMs: clock.bekleme_ms,
    more: clock.adet - 1,
  };
}
