import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';

/**
 * CORS only for the origins listed in CORS_ORIGINS. Behind the gateway the
 * site and the API share one origin and no CORS is needed at all, so an empty
 * list registers nothing. Staff auth uses an Authorization header, not
 * cookies, so credentials stay off.
 */
async function corsPlugin(app: FastifyInstance, options: { config: AppConfig }): Promise<void> {
  const allowed = options.config.corsOrigins;
  if (allowed.length === 0) return;
  await app.register(cors, {
    origin: allowed,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    credentials: false,
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: 'cors' });
