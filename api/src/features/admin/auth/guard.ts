import { adminAuthMessages } from '@kredi/contracts/admin';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { messages } from '../../../http/messages.js';
import type { AdminPrincipal } from './repository.js';
import type { AdminAuthService } from './service.js';
import { tokenFromHeader } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator; set by the admin guard on the routes that use it. */
    admin: AdminPrincipal | null;
  }
}

/**
 * The per-route guard of the admin API (`onRequest: requireAdmin`): runs before the body is read, so an upload
 * without a live session is refused before a byte of it is parsed. Answers a Turkish 401 when the header is
 * missing, the token unknown, revoked or expired, or the account disabled.
 */
export function adminGuard(service: AdminAuthService): onRequestHookHandler {
  return async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return reply.code(401).send({ message: messages.unauthorized });
    const principal = await service.authenticate(token);
    if (!principal) return reply.code(401).send({ message: adminAuthMessages.sessionExpired });
    request.admin = principal;
  };
}

/** The administrator of a guarded route (the guard has run, so it is there). */
export function adminOf(request: FastifyRequest): AdminPrincipal {
  if (!request.admin) throw new Error('admin route without the admin guard');
  return request.admin;
}
