import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CallbackUpdateBody,
  CallbackUpdateResponse,
  ContactUpdateBody,
  ContactUpdateResponse,
  crmMessages as m,
  IdParams,
  nextContactState,
} from '@kredi/contracts/crm';
import { ErrorSchema } from '../../../http/schemas.js';
import { ApiError } from '../../../http/errors.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmRequestsRepository } from './repository.js';
import { customersByPhone } from './phoneMatch.js';
import { toCallbackItem, toContactItem } from './view.js';
import { CRM_ROLES } from '@kredi/contracts/staff';

export interface RequestRoutesOptions {
  repository: CrmRequestsRepository;
  runtime: CrmRuntime;
}

/** /api/crm/geri-arama-talepleri/:id/update/ and /api/crm/iletisim-talepleri/:id/update/ (status changes: contracts/crm requests.ts). */
export const requestRoutes: FastifyPluginAsyncTypebox<RequestRoutesOptions> = async (app, { repository, runtime }) => {
  app.post(
    '/geri-arama-talepleri/:id/update/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Geri arama talebini arandı olarak işaretler (tek yönlü)',
        params: IdParams,
        body: CallbackUpdateBody,
        response: { 200: CallbackUpdateResponse, ...guardedErrors },
      },
      preValidation: trimBodyStrings,
    },
    async (request) => {
      const result = await repository.markContacted(request.params.id, request.body.notes, staffOf(request).id, runtime.now());
      if (!result) throw new ApiError(404, m.requestNotFound);
      return {
        success: true as const,
        message: result.changed ? m.requestUpdated : m.callbackAlreadyContacted,
        talep: toCallbackItem(result.row, await customersByPhone(app.db, [result.row.phoneNumber])),
      };
    },
  );

  app.post(
    '/iletisim-talepleri/:id/update/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'İletişim talebini okundu/okunmadı ya da yanıtlandı olarak işaretler',
        params: IdParams,
        body: ContactUpdateBody,
        response: { 200: ContactUpdateResponse, 409: ErrorSchema, ...guardedErrors },
      },
      preValidation: trimBodyStrings,
    },
    async (request) => {
      const { is_read, is_replied, notes } = request.body;
      const result = await repository.updateContact(
        request.params.id,
        (current) => {
          const transition = nextContactState(current, { is_read, is_replied });
          return transition.ok ? transition.next : { refused: transition.message };
        },
        { notes, staffId: staffOf(request).id, now: runtime.now() },
      );
      if (!result) throw new ApiError(404, m.requestNotFound);
      if ('refused' in result) throw new ApiError(409, result.refused);
      return {
        success: true as const,
        message: m.requestUpdated,
        talep: toContactItem(result, await customersByPhone(app.db, [result.phone])),
      };
    },
  );
};
