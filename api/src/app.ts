import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyReply } from 'fastify';
import type { LogDestination } from './logger.js';
import type { AppConfig, TrustProxy } from './config.js';
import adminPlugin from './features/admin/plugin.js';
import blogRoutes from './features/blog/routes.js';
import uploadedImageRoutes from './features/blog/uploadedImageRoutes.js';
import calculatorRoutes from './features/calculator/routes.js';
import contentPageRoutes from './features/contentPages/routes.js';
import beaconRoutes from './features/reports/beaconRoutes.js';
import callbackRequestRoutes from './features/callbackRequests/routes.js';
import contactRequestRoutes from './features/contactRequests/routes.js';
import { loadSessionIdleMs } from './features/crm/config.js';
import crmLivePlugin from './features/crm/live/plugin.js';
import crmPlugin from './features/crm/routes.js';
import kvkkRequestsPlugin from './features/kvkkRequests/routes.js';
import staffGuard from './staff/guard.js';
import healthRoutes from './features/health/routes.js';
import seoRoutes from './features/seo/routes.js';
import usersPlugin from './features/users/routes.js';
import { messages } from './http/messages.js';
import { buildValidatorFactory } from './http/validation.js';
import { loggerOptions } from './logger.js';
import corsPlugin from './plugins/cors.js';
import dbPlugin from './plugins/db.js';
import errorHandlerPlugin from './plugins/errorHandler.js';
import erasureJournalPlugin from './plugins/erasureJournal.js';
import mediaPlugin from './plugins/media.js';
import metricsPlugin from './plugins/metrics.js';
import securityHeadersPlugin from './plugins/securityHeaders.js';
import swaggerPlugin from './plugins/swagger.js';

/** A hop count means "trust that many proxies in front of us" (proxy-addr's index is the hop). */
function toFastifyTrustProxy(trustProxy: TrustProxy) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * Builds the API without listening, so tests can `inject` into it. Plugins come
 * first (order matters: swagger must see every route), then the feature routes.
 */
export function buildApp(config: AppConfig, options: { logStream?: LogDestination } = {}) {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: () => randomUUID(),
    // We run behind a gateway: request.ip must be the visitor's address, not the proxy's.
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // The db plugin applies pending migrations and the seed before the API listens: on a cold PGlite directory and a
    // busy machine that takes longer than Fastify's default 10 s.
    pluginTimeout: 120_000,
    // Spec paths end with '/', clients may or may not send it.
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: { buildValidator: buildValidatorFactory() } },
    // Errors raised before routing (e.g. a malformed %-escape in the URL).
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: messages.badUrl });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  // JSON only: without this, text/plain bodies would reach the handlers as strings.
  app.removeContentTypeParser('text/plain');
  // Bodies are read as plain JSON: a compressed one would only be garbage to the parser.
  app.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      reply.header('connection', 'close');
      return reply.code(415).send({ message: messages.compressedBody });
    }
  });

  // First, so its hook sees every route (the endpoint itself is a separate listener: src/metrics/listener.ts).
  app.register(metricsPlugin);
  app.register(errorHandlerPlugin);
  app.register(securityHeadersPlugin);
  app.register(corsPlugin, { config });
  // The API's map is for developers: off in production unless API_DOCS asks for it.
  if (config.apiDocs) app.register(swaggerPlugin);
  app.register(dbPlugin, { config });
  // Right after the database: erasures a restore took back are made again before any route can serve them.
  app.register(erasureJournalPlugin, { config });
  app.register(crmLivePlugin);
  app.register(mediaPlugin);

  app.register(healthRoutes);
  app.register(callbackRequestRoutes);
  app.register(contactRequestRoutes);
  app.register(blogRoutes, { prefix: '/api/blog-api' });
  app.register(contentPageRoutes, { prefix: '/api/pages' });
  app.register(uploadedImageRoutes);
  app.register(seoRoutes);
  app.register(usersPlugin);
  app.register(calculatorRoutes, { prefix: '/api/kredi' });
  app.register(beaconRoutes, { prefix: '/api/olcum' });
  // Before the staff areas: the one guard of every /api/crm and /api/admin route (deny by default, roles per route).
  app.register(staffGuard, { now: () => app.crmRuntime.now(), idleMs: loadSessionIdleMs(process.env) });
  app.register(crmPlugin);
  app.register(kvkkRequestsPlugin);
  app.register(adminPlugin);

  return app;
}

export type App = ReturnType<typeof buildApp>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}
