import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crmMessages as m, IdParams, TimelineResponse } from '@kredi/contracts/crm';
import { ApiError } from '../../../http/errors.js';
import type { RequireStaff } from '../auth/requireStaff.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmTimelineRepository } from './repository.js';

/** GET /api/crm/musteriler/:id/zaman-cizelgesi/: the customer's timeline, newest first (issue 20). */
export const timelineRoutes: FastifyPluginAsyncTypebox<{ repository: CrmTimelineRepository; requireStaff: RequireStaff }> = async (app, { repository, requireStaff }) => {
  app.addHook('onRequest', requireStaff);
  app.get(
    '/:id/zaman-cizelgesi/',
    {
      schema: {
        tags: [TAG],
        summary: 'Müşterinin zaman çizelgesi: başvuru, notlar, durum değişiklikleri, talepler, KVKK işlemleri (yeniden eskiye)',
        params: IdParams,
        response: { 200: TimelineResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const results = await repository.timeline(request.params.id);
      if (!results) throw new ApiError(404, m.customerNotFound);
      return { results };
    },
  );
};
