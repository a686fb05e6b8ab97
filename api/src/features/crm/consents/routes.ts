import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { leadConsentMessages, LeadConsentsResponse, WithdrawCommercialResponse } from '@kredi/contracts/common';
import { crmMessages as m, IdParams } from '@kredi/contracts/crm';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmConsentsRepository } from './repository.js';

export interface ConsentRoutesOptions {
  repository: CrmConsentsRepository;
  runtime: CrmRuntime;
}

/** /api/crm/musteriler/:id/onaylar/: what the lead agreed to, and the one-click withdrawal of the commercial opt-in. */
export const consentRoutes: FastifyPluginAsyncTypebox<ConsentRoutesOptions> = async (app, { repository, runtime }) => {
  app.get(
    '/:id/onaylar/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Müşterinin onay kayıtları: aydınlatma sürümü, zaman, telefon, kanal ve ticari ileti izni',
        params: IdParams,
        response: { 200: LeadConsentsResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const results = await repository.list(request.params.id);
      if (!results) throw new ApiError(404, m.customerNotFound);
      const standing = results.some((r) => r.geri_alinma_zamani === null && (r.ticari_sms || r.ticari_arama));
      return { results, ticari_izin_var: standing };
    },
  );

  app.post(
    '/:id/onaylar/ticari-ileti/geri-al/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Ticari ileti iznini (SMS ve arama) geri alır; zaman çizelgesine ve denetim kaydına yazılır',
        params: IdParams,
        response: { 200: WithdrawCommercialResponse, 409: ErrorSchema, ...guardedErrors },
      },
    },
    async (request) => {
      const member = staffOf(request);
      const count = await repository.withdrawCommercial(
        request.params.id,
        { staffId: member.id, staffName: member.fullName },
        runtime.now(),
      );
      if (count === undefined) throw new ApiError(404, m.customerNotFound);
      if (count === 0) throw new ApiError(409, leadConsentMessages.nothingToWithdraw);
      return { message: leadConsentMessages.withdrawn, geri_alinan: count };
    },
  );
};
