import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.js';
import { messages } from '../../http/messages.js';
import { createHealthProbe, databaseProbe } from './probe.js';

const HealthSchema = Type.Object({ status: Type.Literal('ok') });
const UnhealthySchema = Type.Object({ status: Type.Literal('error'), message: Type.String() });

/**
 * GET /api/health — used by the Docker HEALTHCHECK and the gateway. It checks that the database can be read
 * and written; the result is reused for a second and a half, so checking often costs the database nothing.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const healthy = createHealthProbe(databaseProbe(app.db), {
    onFailure: (error) => app.log.error({ err: error }, 'health check: the database cannot be read or written'),
  });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Sağlık kontrolü (veritabanı okunabiliyor ve yazılabiliyor mu)',
        response: { 200: HealthSchema, 503: UnhealthySchema },
      },
    },
    async (_request, reply) => {
      if (await healthy()) return { status: 'ok' as const };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'error' as const, message: messages.serviceUnavailable });
    },
  );
};

export default healthRoutes;
