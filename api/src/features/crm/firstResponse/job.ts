import type { FastifyInstance } from 'fastify';
import { publishLive } from '../live/plugin.js';
import { escalationPushOf, queuePush } from '../push/plugin.js';
import type { PushNotice } from '../push/queue.js';
import type { FirstResponseConfig } from './config.js';
import { runEscalationPass, type EscalationResult } from './escalation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first-response escalation: each listening instance runs a pass every tick; tests call `runOnce`. */
    firstResponseJob: { runOnce(): Promise<EscalationResult> };
  }
}

/**
 * Every API instance runs the pass on its own timer; the pass itself makes each step happen once across instances
 * (row claims with SKIP LOCKED, a unique step record), so no leader election is needed and a stopped instance
 * leaves nothing undone. The timer starts when the server listens (the tests build the app without listening and
 * run passes themselves, on a moved clock).
 */
export function registerEscalationJob(app: FastifyInstance, config: FirstResponseConfig): void {
  let running: Promise<EscalationResult> | undefined;
  const runOnce = () => {
    // One pass at a time per instance: a slow pass is not overtaken by the next tick.
    // Each step's notice goes to the screens and, for those told, to their devices (once: this pass took the step).
    const pushes: PushNotice[] = [];
    running ??= runEscalationPass(app.db, {
      now: app.crmRuntime.now(),
      reassign: config.reassign,
      publish: (event) => {
        publishLive(app, event);
        const push = escalationPushOf(event);
        if (push) pushes.push(push);
      },
    })
      .then(async (result) => {
        if (pushes.length > 0) await queuePush(app, (queue) => queue.enqueue(pushes));
        return result;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.decorate('firstResponseJob', { runOnce });
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      runOnce().catch((error: unknown) => app.log.error({ err: error }, 'first-response escalation failed'));
    }, config.tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
