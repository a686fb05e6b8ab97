import type { FastifyInstance } from 'fastify';
import { routePathOf } from '../../../http/routePath.js';
import { publishLive } from './plugin.js';

const QUIET = ['/api/crm/auth/', '/api/crm/canli/'];
/** The routes about one customer: their `:id` is the customer's. */
const CUSTOMER_ROUTE = '/api/crm/musteriler/:id/';

/**
 * Every successful write of a signed-in staff member under /api/crm tells the other screens ('colleagues'
 * changes appear without a reload'). One hook instead of a call in each route, so a route added later (assignment,
 * bulk changes, editing) is covered without touching this feature. The screen refreshes the lists and the file.
 */
export function announceStaffChanges(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400 || !request.principal) return;
    const path = routePathOf(request);
    if (!path.startsWith('/api/crm/') || QUIET.some((p) => path.startsWith(p))) return;
    const customer = path.startsWith(CUSTOMER_ROUTE) ? Number((request.params as { id?: unknown }).id) : Number.NaN;
    publishLive(app, {
      tur: 'degisiklik',
      musteri_id: Number.isInteger(customer) ? customer : null,
      ad: '',
      personel_id: request.principal.id,
      kim: request.principal.fullName,
    });
  });
}
