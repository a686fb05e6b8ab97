import type { FastifyInstance } from 'fastify';
import { publishLive } from '../live/plugin.js';
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
    running ??= runEscalationPass(app.db, {
      now: app.crmRuntime.now(),
      reassign: config.reassign,
      publish: (event) => publishLive(app, event),
    }).finally(() => {
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
