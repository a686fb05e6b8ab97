import type { FastifyInstance } from 'fastify';
import { publishLive } from './plugin.js';

const QUIET = ['/api/crm/auth/', '/api/crm/canli/'];
const CUSTOMER_PATH = /^\/api\/crm\/musteriler\/(\d+)\//;

/**
 * Every successful write of a signed-in staff member under /api/crm tells the other screens (issue 20.3: 'colleagues'
 * changes appear without a reload'). One hook instead of a call in each route, so a route added later (assignment,
 * bulk changes, editing) is covered without touching this feature. The screen refreshes the lists and the file.
 */
export function announceStaffChanges(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400 || !request.principal) return;
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/crm/') || QUIET.some((p) => path.startsWith(p))) return;
    const customer = CUSTOMER_PATH.exec(path)?.[1];
    publishLive(app, {
      tur: 'degisiklik',
      musteri_id: customer === undefined ? null : Number(customer),
      ad: '',
      personel_id: request.principal.id,
      kim: request.principal.fullName,
    });
  });
}
