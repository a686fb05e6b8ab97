import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RetentionOverviewSchema, RetentionRunSchema } from '@kredi/contracts/admin';
import { ADMIN_ONLY } from '@kredi/contracts/staff';
import { guardedSchema } from '../admin/public.js';
import { principalOf } from '../../staff/guard.js';
import { lastRun, listRuns, nextRunAt, toRun } from './destruction.js';

/**
 * /api/admin/retention: the policy in force, the last and next destruction run and the run records; an admin can
 * start a run by hand (it waits for a run in progress on another instance, then runs).
 */
const retentionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const job = app.retentionJob;
  app.get(
    '/',
    {
      config: { roles: ADMIN_ONLY },
      schema: guardedSchema({
        summary: 'Saklama ve imha politikası, son ve sonraki imha, imha kayıtları',
        response: { 200: RetentionOverviewSchema },
      }),
    },
    async () => {
      const now = app.crmRuntime.now();
      const last = await lastRun(app.db);
      return {
        rules: job.config.rules,
        intervalDays: job.config.intervalDays,
        lastRun: last ? toRun(last) : null,
        nextRunAt: nextRunAt(last, job.config.intervalDays, now).toISOString(),
        runs: await listRuns(app.db, now),
      };
    },
  );
  app.post(
    '/run/',
    {
      config: { roles: ADMIN_ONLY },
      schema: guardedSchema({
        summary: 'İmhayı şimdi başlatır (süresi dolan kayıtlar anonimleştirilir veya silinir)',
        response: { 200: RetentionRunSchema },
      }),
    },
    async (request) => {
      const member = principalOf(request);
      return job.runNow(member.fullName || member.username || 'Yönetici');
    },
  );
};

export default retentionRoutes;
