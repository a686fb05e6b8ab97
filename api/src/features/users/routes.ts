import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientIp } from '../../http/clientIp.js';
import { trimBodyStrings } from '../../http/trimBody.js';
import { createSmsProvider } from '../../sms/factory.js';
import { loadUsersConfig } from './config.js';
import { usersMessages as m } from '@kredi/contracts/users';
import { liveDisplayName } from '@kredi/contracts/crm';
import { publishLive, queuePush } from '../crm/public.js';
import { createUsersRepository, type UsersRepository } from './repository.js';
import { addCustomerSchema, outboxSchema, registerSchema, verifySchema } from './schemas.js';
import { createUsersService, type UsersRuntime, type UsersService } from './service.js';
import { validateCallMe, validatePhoneAndCode, validateRegister, validateSubmit } from './validation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Clock and SMS gateway of the users API (tests replace them). */
    usersRuntime: UsersRuntime;
  }
}

/** /api/users/... (docs/users-api.md): register, verify, add-customer (full submit and call-me). */
const userRoutes: FastifyPluginAsyncTypebox<{ service: UsersService; runtime: UsersRuntime }> = async (app, { service, runtime }) => {
  app.post('/register/', { schema: registerSchema, preValidation: trimBodyStrings }, async (request, reply) => {
    const outcome = await service.register(validateRegister(request.body), clientIp(request), request.log);
    if (!outcome.ok) return reply.code(outcome.status).send({ message: outcome.message });
    return reply.code(200).send({ message: m.codeSent });
  });

  app.post('/verify/', { schema: verifySchema, preValidation: trimBodyStrings }, async (request, reply) => {
    const { proof } = await service.verify(validatePhoneAndCode(request.body));
    return reply.code(200).send({ message: m.verified, verified: true as const, proof });
  });

  app.post('/add-customer/', { schema: addCustomerSchema, preValidation: trimBodyStrings }, async (request, reply) => {
    const body = request.body;
    if (body.callme !== undefined) {
      return reply.code(200).send(await service.callMe(validateCallMe(body)));
    }
    const input = validateSubmit(body, runtime.now());
    const { answer, lead } = await service.submit(input, clientIp(request));
    if (lead.kind !== 'repeat') {
      // Not awaited: the gateway may take seconds, and the answer on the page does not depend on it.
      void service.sendLimitSms(input.phone, answer, request.log);
      const { customer } = lead;
      publishLive(app, {
        tur: lead.kind === 'created' ? 'yeni_musteri' : 'yeni_basvuru',
        musteri_id: customer.id,
        ad: liveDisplayName(customer.name, customer.surname),
        personel_id: null,
        kim: '',
      });
      // The owner's devices too, even with the CRM closed: what arrived and how long it waited, no name (docs/crm.md 'Bildirimler').
      const owner = customer.assignedStaffId;
      if (lead.kind === 'created' && owner !== null) {
        void queuePush(app, (queue) =>
          queue.enqueue([{ staffIds: [owner], kind: 'basvuru', customerId: customer.id, step: 0, arrivedAt: customer.createdAt }]),
        );
      }
    }
    return reply.code(200).send(answer);
  });
};

/** GET /api/dev/sms-outbox/?phone=5XXXXXXXXX — what the console provider "sent", newest first. Demo mode only. */
const devOutboxRoutes: FastifyPluginAsyncTypebox<{ repository: UsersRepository }> = async (app, { repository }) => {
  app.get('/api/dev/sms-outbox/', { schema: outboxSchema }, async (request) => {
    const rows = await repository.listOutbox(request.query.phone);
    return rows.map((row) => ({ phone: row.phone, message: row.message, created_at: row.createdAt.toISOString() }));
  });
};

/**
 * Reads the users-API settings (outside demo mode the server refuses to start without
 * OTP_SECRET or the SMS settings), builds the SMS provider and registers the routes.
 */
async function usersPlugin(app: FastifyInstance): Promise<void> {
  const config = loadUsersConfig(process.env, app.config.demoMode);
  const repository = createUsersRepository(app.db);
  const sms = app.metrics.countSms(
    createSmsProvider(config.sms, {
      log: (fields, line) => app.log.info(fields, line),
      outbox: (phone, message) => repository.addToOutbox(phone, message),
    }),
  );
  const runtime: UsersRuntime = { now: () => new Date(), sms };
  app.decorate('usersRuntime', runtime);
  const service = createUsersService({ repository, config, runtime });

  await app.register(userRoutes, { prefix: '/api/users', service, runtime });
  if (config.devOutboxEnabled) await app.register(devOutboxRoutes, { repository });
}

export default fp(usersPlugin, { name: 'users', dependencies: ['db', 'metrics'] });
