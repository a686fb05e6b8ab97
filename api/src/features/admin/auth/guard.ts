import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../../staff/guard.js';
import type { AdminPrincipal } from './repository.js';

/** The signed-in staff member of a guarded admin route (the staff guard has run, so it is there). */
export function adminOf(request: FastifyRequest): AdminPrincipal {
  return principalOf(request);
}
