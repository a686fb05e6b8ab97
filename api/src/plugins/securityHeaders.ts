import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The API answers JSON, images and two small text files, none of which needs
 * to load anything: a deny-all CSP is safe. Swagger UI sets its own relaxed
 * policy on its pages (see plugins/swagger.ts).
 */
const helmetOptions: Parameters<typeof helmet>[0] = {
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
};

/**
 * The headers helmet sets for `options`, worked out once. The policy does not depend on the request (no nonces), and
 * @fastify/helmet rebuilt it on every request: a fifth of the API's time on a cached blog read (bench/README.md).
 */
export function securityHeadersOf(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  // helmet's middleware is synchronous: `next` has run when it returns.
  helmet(options)({} as never, response as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}

/** The API's security headers (lower-case names). The gateways keep its CSP on the API's answers (scripts/lib/edge.ts). */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeadersOf(helmetOptions);

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
