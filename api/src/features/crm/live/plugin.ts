import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveEvent } from '@kredi/contracts/crm';
import { createLiveBus, type LiveBus } from './bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates of the CRM: publish after a committed change, the stream route subscribes. */
    crmLive: LiveBus;
  }
}

/** Registered right after the database, so the public forms (users API, requests) can publish too. */
async function crmLivePlugin(app: FastifyInstance): Promise<void> {
  const bus = await createLiveBus({
    db: app.db,
    kind: app.dbKind,
    databaseUrl: app.config.databaseUrl,
    onError: (error) => app.log.warn({ err: error }, 'CRM live notice failed'),
  });
  app.decorate('crmLive', bus);
  app.addHook('onClose', () => bus.close());
}

export default fp(crmLivePlugin, { name: 'crm-live', dependencies: ['db'] });

/** Publishes without holding up the answer: a form's visitor never waits for the staff screens. */
export function publishLive(app: FastifyInstance, event: LiveEvent): void {
  void app.crmLive.publish(event);
}
