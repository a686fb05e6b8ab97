import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { messages } from '../../http/messages.js';

const HealthSchema = Type.Object({ status: Type.Literal('ok') });
const UnhealthySchema = Type.Object({ status: Type.Literal('error'), message: Type.String() });

/** GET /api/health — used by the Docker HEALTHCHECK and the gateway; it asks the database. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Sağlık kontrolü (veritabanı dahil)',
        response: { 200: HealthSchema, 503: UnhealthySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error' as const, message: messages.serviceUnavailable });
      }
    },
  );
};

export default healthRoutes;
