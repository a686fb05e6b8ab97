import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createApiMetrics, type ApiMetrics, type SignInArea } from '../metrics/apiMetrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's Prometheus metrics (served on the metrics listener only, never on this app's port). */
    metrics: ApiMetrics;
  }
}

/**
 * The sign-in routes and the answers that mean a refused sign-in: a wrong password (401) or code (the CRM answers
 * 400 for a wrong or expired code), or too many tries (429).
 */
const SIGN_IN_ROUTES = new Map<string, { area: SignInArea; refused: readonly number[] }>([
  ['/api/admin/auth/login/', { area: 'admin', refused: [401, 429] }],
  ['/api/crm/auth/verify-code/', { area: 'crm', refused: [400, 429] }],
]);

/**
 * Counts every answered request by its route pattern (unmatched URLs share one label, so a scan cannot grow the
 * series), its latency and 5xx, and refused sign-ins. Registered first, so every route is seen.
 */
async function metricsPlugin(app: FastifyInstance): Promise<void> {
  const metrics = createApiMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    const signIn = SIGN_IN_ROUTES.get(route);
    if (signIn?.refused.includes(reply.statusCode)) metrics.signInFailed(signIn.area);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
