import type { FastifyInstance } from 'fastify';
import type { RetentionRun } from '@kredi/contracts/admin';
import type { RetentionConfig } from './config.js';
import { runDestruction } from './destruction.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The destruction job: each listening instance checks every tick whether a run is due; tests call these. */
    retentionJob: {
      config: RetentionConfig;
      /** A scheduled run if one is due (undefined when it is not, or another instance did it). */
      runIfDue(): Promise<RetentionRun | undefined>;
      /** A run started by hand from the admin area. */
      runNow(startedBy: string): Promise<RetentionRun>;
    };
  }
}

/**
 * Like the first-response escalation, every API instance runs its own timer and the run itself happens once across
 * instances (the advisory lock and the due check in the run's transaction), so no leader election is needed and a
 * stopped instance leaves nothing undone. The timer starts when the server listens; tests run the job on a moved clock.
 * Only counts reach the log, never whose data.
 */
export function registerRetentionJob(app: FastifyInstance, config: RetentionConfig): void {
  const base = () => ({ rules: config.rules, intervalDays: config.intervalDays, now: app.crmRuntime.now() });
  let running: Promise<RetentionRun | undefined> | undefined;
  const runIfDue = () => {
    running ??= runDestruction(app.db, { ...base(), trigger: 'schedule' }).finally(() => {
      running = undefined;
    });
    return running;
  };
  const runNow = async (startedBy: string) => (await runDestruction(app.db, { ...base(), trigger: 'manual', startedBy }))!;
  app.decorate('retentionJob', { config, runIfDue, runNow });

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      runIfDue()
        .then((run) => {
          if (run) app.log.info({ retentionRun: run.id, items: run.items.map((i) => `${i.category}:${i.count}`) }, 'retention run');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'retention run failed'));
    }, config.tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}
