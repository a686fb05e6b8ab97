import { adminAuthMessages } from '@kredi/contracts/admin';
import { crmMessages } from '@kredi/contracts/crm';
import { ADMIN_ONLY, isStaffApiPath, roleAllows, staffAccessMessages, type StaffRole } from '@kredi/contracts/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recheckRevisionsNow } from '../http/answerCache.js';
import { messages } from '../http/messages.js';
import { routePathOf } from '../http/routePath.js';
import { createStaffSessions, type StaffPrincipal } from './sessions.js';
import { hashSessionToken, tokenFromHeader } from './tokens.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public': the route opts out of the staff guard (sign-in, demo hints). Anything else needs a session. */
    auth?: 'public';
    /** The roles that may call the route. A guarded route that declares none is open to 'admin' only. */
    roles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    /** The signed-in staff member; set by the staff guard on every guarded route, null elsewhere. */
    principal: StaffPrincipal | null;
  }
}

/** The areas the guard covers (STAFF_API_PREFIXES): every route under them needs a session unless it opts out. */
const isGuardedPath = isStaffApiPath;

export interface StaffGuardOptions {
  /** The clock sessions are checked against (the CRM runtime's, which tests move). */
  now: () => Date;
  /** A session unused this long has ended (CRM_SESSION_IDLE_MINUTES). */
  idleMs: number;
}

/**
 * The one guard of the staff areas, deny by default like fastify/demo's autohooks: every route under
 * /api/crm and /api/admin needs `Authorization: Token <token>` of a live staff session whose role is in the route's
 * `config.roles` (none declared: 'admin' only). A route opts out with `config: { auth: 'public' }`. It runs onRequest,
 * before any body is read, so an upload without a session is refused before a byte of it is parsed. Every answer of
 * these areas carries `Cache-Control: no-store`: it holds personal data or a token.
 */
async function staffGuard(app: FastifyInstance, options: StaffGuardOptions): Promise<void> {
  const sessions = createStaffSessions(app.db);
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions;
    // Unknown paths answer 404 with nothing behind them; only routes that exist are governed.
    if (!route.url || !isGuardedPath(route.url)) return;
    if (route.config.auth === 'public') return;
    const crm = route.url.startsWith('/api/crm');
    const token = tokenFromHeader(request.headers.authorization);
    const principal = token ? await sessions.authenticate(hashSessionToken(token), options.now(), options.idleMs) : undefined;
    if (!principal) {
      if (crm) reply.header('www-authenticate', 'Token');
      const message = crm ? crmMessages.unauthorized : token ? adminAuthMessages.sessionExpired : messages.unauthorized;
      return reply.code(401).send({ message });
    }
    if (!roleAllows(principal.role, route.config.roles ?? ADMIN_ONLY))
      return reply.code(403).send({ message: staffAccessMessages.forbidden });
    request.principal = principal;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isGuardedPath(routePathOf(request))) reply.header('cache-control', 'no-store');
    // Only staff change public data: after their writes this process's public answers re-check their revisions.
    if (request.principal && request.method !== 'GET' && request.method !== 'HEAD') recheckRevisionsNow();
    return payload;
  });
}

export default fp(staffGuard, { name: 'staff-guard', dependencies: ['db'] });

/** The staff member of a guarded route (the guard has run, so it is there). */
export function principalOf(request: FastifyRequest): StaffPrincipal {
  if (!request.principal) throw new Error('staff route without a session: declare config.roles, not auth: public');
  return request.principal;
}

/** Route config of a route anyone may call (sign-in, demo hint). */
export const PUBLIC_ROUTE = { auth: 'public' } as const;

/** Route config of a route open to these roles. */
export const rolesRoute = (roles: readonly StaffRole[]) => ({ roles });
