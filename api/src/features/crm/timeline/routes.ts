import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crmMessages as m, IdParams, TimelineResponse } from '@kredi/contracts/crm';
import { ApiError } from '../../../http/errors.js';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmTimelineRepository } from './repository.js';

/** GET /api/crm/musteriler/:id/zaman-cizelgesi/: the customer's timeline, newest first. */
export const timelineRoutes: FastifyPluginAsyncTypebox<{ repository: CrmTimelineRepository }> = async (app, { repository }) => {
  app.get(
    '/:id/zaman-cizelgesi/',
    {
      config: { roles: CRM_ROLES },
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
