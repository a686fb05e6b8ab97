import type { FastifyReply, FastifyRequest } from 'fastify';
import { crmMessages as m } from '@kredi/contracts/crm';
import type { AuthenticatedStaff } from './repository.js';
import type { CrmAuthService } from './service.js';
import { tokenFromHeader } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on routes guarded by requireStaff; null elsewhere. */
    staff: AuthenticatedStaff | null;
  }
}

/**
 * onRequest hook of every CRM route but sign-in: `Authorization: Token <token>` must name a live session,
 * else 401 with a Turkish message (the page then clears its session and goes to /crm/login).
 */
export function createRequireStaff(auth: CrmAuthService) {
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = tokenFromHeader(request.headers.authorization);
    const member = token ? await auth.authenticate(token) : undefined;
    if (!member) {
      await reply.code(401).header('www-authenticate', 'Token').send({ message: m.unauthorized });
      return;
    }
    request.staff = member;
  };
}

/** The staff member of a guarded request (the hook ran, so it is there). */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new Error('requireStaff did not run on this route');
  return request.staff;
}

export type RequireStaff = ReturnType<typeof createRequireStaff>;
