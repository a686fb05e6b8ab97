import { decodedPathOf } from '@kredi/contracts/staff';
import type { FastifyRequest } from 'fastify';

/**
 * The one path every hook judges a request by ("is this a staff area, which customer is it about?"): the pattern
 * of the route it matched, such as '/api/crm/musteriler/:id/'. The router decodes the URL before matching, so
 * '/api/%63rm/musteriler/1/' reaches the same route, and the same hooks, as '/api/crm/musteriler/1/'; the raw URL
 * would tell the two apart. A request that matched no route is judged by its decoded path.
 */
export function routePathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPathOf(request.url);
}
