import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API answers JSON, images and two small text files, none of which needs
 * to load anything: a deny-all CSP is safe. Swagger UI sets its own relaxed
 * policy on its pages (see plugins/swagger.ts).
 */
async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Pages of the site may live on another port in development (same site, other origin).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
