import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_STAFF_PHONE, deactivateDemoStaff, seedCrmDemo } from '../../db/seed/crmDemo.js';
import { createSmsProvider } from '../../sms/factory.js';
import { createStaffSessions } from '../../staff/sessions.js';
import { addToSmsOutbox } from '../../sms/outbox.js';
import { createCrmAuthRepository } from './auth/repository.js';
import { authRoutes } from './auth/routes.js';
import { createCrmAuthService } from './auth/service.js';
import { createCrmSecondFactor } from './auth/secondFactor.js';
import { secondFactorRoutes } from './auth/secondFactorRoutes.js';
import { createSecondFactorRepository } from '../../staff/secondFactor/repository.js';
import { createTotpSealer } from '../../staff/secondFactor/totp.js';
import { loadCrmConfig } from './config.js';
import { createCrmCustomersRepository } from './customers/repository.js';
import { customerRoutes } from './customers/routes.js';
import { boardRoutes } from './board/routes.js';
import { createCrmFollowUpsRepository } from './followUps/repository.js';
import { followUpRoutes } from './followUps/routes.js';
import { createCrmEditRepository } from './edit/repository.js';
import { editRoutes } from './edit/routes.js';
import { createCrmConsentsRepository } from './consents/repository.js';
import { consentRoutes } from './consents/routes.js';
import { createCrmKvkkRepository } from './kvkk/repository.js';
import { kvkkRoutes } from './kvkk/routes.js';
import { createCrmOwnerRepository } from './owner/repository.js';
import { ownerRoutes } from './owner/routes.js';
import { createCrmRequestsRepository } from './requests/repository.js';
import { requestRoutes } from './requests/routes.js';
import { createCustomerLinksRepository } from './requests/customerLinks.js';
import { customerLinkRoutes } from './requests/customerLinkRoutes.js';
import { createCrmRuntime, type CrmRuntime } from './runtime.js';
import { createCrmSavedViewsRepository } from './savedViews/repository.js';
import { savedViewRoutes } from './savedViews/routes.js';
import { createCrmStatsRepository } from './stats/repository.js';
import { statsRoutes } from './stats/routes.js';
import { announceStaffChanges } from './live/changeNotices.js';
import { liveRoutes } from './live/routes.js';
import { createLiveTickets } from './live/tickets.js';
import { createCrmTimelineRepository } from './timeline/repository.js';
import { timelineRoutes } from './timeline/routes.js';
import { loadFirstResponseConfig } from './firstResponse/config.js';
import { registerEscalationJob } from './firstResponse/job.js';
import { createFirstResponseList } from './firstResponse/list.js';
import { registerCrmPush } from './push/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Clock, SMS gateway and background sends of the CRM (tests replace and await them). */
    crmRuntime: CrmRuntime;
  }
}

/**
 * The staff CRM under /api/crm (docs/crm.md). The staff guard (api/src/staff) covers every route: sign-in opts out
 * with `config: { auth: 'public' }`, every other route declares its roles in `config.roles`.
 */
async function crmPlugin(app: FastifyInstance): Promise<void> {
  const config = loadCrmConfig(process.env, app.config.demoMode, app.config.crmDemoMode);
  const sms = app.metrics.countSms(
    createSmsProvider(config.sms, {
      log: (fields, line) => app.log.info(fields, line),
      outbox: (phone, message) => addToSmsOutbox(app.db, phone, message),
    }),
  );
  const runtime = createCrmRuntime(sms, (error) => app.log.error({ err: error }, 'CRM background work failed'));
  app.decorate('crmRuntime', runtime);
  app.addHook('onClose', () => runtime.settle());
  if (config.demoMode) await seedCrmDemo(app.db, app.log);
  else await deactivateDemoStaff(app.db, app.log);

  announceStaffChanges(app);
  const authRepository = createCrmAuthRepository(app.db);
  const secondFactor = createCrmSecondFactor({
    repository: createSecondFactorRepository(app.db),
    auth: authRepository,
    sealer: createTotpSealer(config.otpSecret),
    config,
    runtime,
  });
  const auth = createCrmAuthService({
    repository: authRepository,
    sessions: createStaffSessions(app.db),
    config,
    runtime,
    secondFactor,
  });
  const customers = createCrmCustomersRepository(app.db);
  const requests = createCrmRequestsRepository(app.db);

  await app.register(authRoutes, { prefix: '/api/crm/auth', auth, demoPhone: config.demoMode ? DEMO_STAFF_PHONE : undefined });
  await app.register(secondFactorRoutes, { prefix: '/api/crm/auth', auth, secondFactor, demoMode: config.demoMode });
  await app.register(statsRoutes, { prefix: '/api/crm', repository: createCrmStatsRepository(app.db), requests, runtime });
  await app.register(customerRoutes, {
    prefix: '/api/crm/musteriler',
    repository: customers,
    runtime,
    clocks: createFirstResponseList(app.db),
  });
  await app.register(boardRoutes, { prefix: '/api/crm/pano', repository: customers, runtime });
  await app.register(timelineRoutes, { prefix: '/api/crm/musteriler', repository: createCrmTimelineRepository(app.db) });
  await app.register(followUpRoutes, {
    prefix: '/api/crm/musteriler',
    repository: createCrmFollowUpsRepository(app.db),
    customers,
    runtime,
  });
  await app.register(kvkkRoutes, { prefix: '/api/crm/musteriler', repository: createCrmKvkkRepository(app.db), runtime });
  await app.register(consentRoutes, { prefix: '/api/crm/musteriler', repository: createCrmConsentsRepository(app.db), runtime });
  await app.register(requestRoutes, { prefix: '/api/crm', repository: requests, runtime });
  await app.register(ownerRoutes, { prefix: '/api/crm', repository: createCrmOwnerRepository(app.db), runtime });
  await app.register(editRoutes, { prefix: '/api/crm/musteriler', repository: createCrmEditRepository(app.db), customers, runtime });
  await app.register(customerLinkRoutes, { prefix: '/api/crm', repository: createCustomerLinksRepository(app.db), runtime });
  await app.register(liveRoutes, { prefix: '/api/crm/canli', tickets: createLiveTickets(app.db), runtime });
  await app.register(savedViewRoutes, { prefix: '/api/crm/gorunumler', repository: createCrmSavedViewsRepository(app.db), runtime });
  await registerCrmPush(app);
  registerEscalationJob(app, loadFirstResponseConfig(process.env));
}

export default fp(crmPlugin, { name: 'crm', dependencies: ['db', 'metrics', 'crm-live'] });
