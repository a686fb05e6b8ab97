import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../../staff/guard.js';
import type { StaffPrincipal } from '../../../staff/sessions.js';

/**
 * The CRM's routes are guarded by the one staff guard (api/src/staff/guard.ts): each declares its roles in
 * `config.roles` (CRM_ROLES for the work routes), sign-in opts out with `config.auth: 'public'`.
 */
export type AuthenticatedStaff = StaffPrincipal;

/** The staff member of a guarded request (the guard ran, so it is there). */
export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  return principalOf(request);
}
