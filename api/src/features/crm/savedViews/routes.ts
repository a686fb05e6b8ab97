import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateSavedViewBody,
  IdParams,
  SavedViewList,
  SavedViewResponse,
  savedViewMessages as m,
  ShareSavedViewBody,
} from '@kredi/contracts/crm';
import { canShareSavedView, CRM_ROLES, permissionMessages } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema, MessageSchema } from '../../../http/schemas.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import { normalizeSavedViewQuery } from './query.js';
import type { CrmSavedViewsRepository } from './repository.js';

export interface SavedViewRoutesOptions {
  repository: CrmSavedViewsRepository;
  runtime: CrmRuntime;
}

const refusals = { 403: ErrorSchema, ...guardedErrors };

/** A view that is not the viewer's: 404 when they cannot see it at all, 403 for a colleague's shared view. */
async function refuseNotOwn(repository: CrmSavedViewsRepository, viewerId: number, id: number): Promise<never> {
  if (await repository.find(viewerId, id)) throw new ApiError(403, m.notOwn);
  throw new ApiError(404, m.notFound);
}

/**
 * /api/crm/gorunumler/...: saved views of the customer list. Everyone lists their own and the shared ones, saves and
 * deletes their own; sharing with everyone is for leaders (canShareSavedView).
 */
export const savedViewRoutes: FastifyPluginAsyncTypebox<SavedViewRoutesOptions> = async (app, { repository, runtime }) => {
  app.get(
    '/',
    {
      config: { roles: CRM_ROLES },
      schema: { tags: [TAG], summary: 'Kayıtlı görünümlerim ve paylaşılan görünümler', response: { 200: SavedViewList, ...guardedErrors } },
    },
    async (request) => ({ results: await repository.list(staffOf(request).id) }),
  );

  app.post(
    '/',
    {
      config: { roles: CRM_ROLES },
      preValidation: trimBodyStrings,
      schema: {
        tags: [TAG],
        summary: 'Listenin filtrelerini ve sıralamasını bir adla kaydet',
        body: CreateSavedViewBody,
        response: { 201: SavedViewResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const member = staffOf(request);
      const shared = request.body.paylasilan === true;
      if (shared && !canShareSavedView(member.role)) throw new ApiError(403, permissionMessages.savedViewShareForbidden);
      const query = normalizeSavedViewQuery(request.body.sorgu);
      if (query === null) throw new ApiError(400, m.queryInvalid, { sorgu: m.queryInvalid });
      const result = await repository.create(member, { name: request.body.ad, query, shared }, runtime.now());
      if (result === 'nameTaken') throw new ApiError(400, m.nameTaken, { ad: m.nameTaken });
      if (result === 'tooMany') throw new ApiError(400, m.tooMany);
      return reply.code(201).send({ message: m.created, gorunum: result });
    },
  );

  app.post(
    '/:id/paylas/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Kendi görünümünü herkesle paylaş ya da paylaşımı kaldır (yönetici)',
        params: IdParams,
        body: ShareSavedViewBody,
        response: { 200: SavedViewResponse, ...refusals },
      },
    },
    async (request) => {
      const member = staffOf(request);
      if (!canShareSavedView(member.role)) throw new ApiError(403, permissionMessages.savedViewShareForbidden);
      const { paylasilan } = request.body;
      if (!(await repository.setShared(member.id, request.params.id, paylasilan))) {
        return refuseNotOwn(repository, member.id, request.params.id);
      }
      const view = await repository.find(member.id, request.params.id);
      if (!view) throw new ApiError(404, m.notFound);
      return { message: paylasilan ? m.shared : m.unshared, gorunum: view };
    },
  );

  app.delete(
    '/:id/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Kendi görünümünü sil',
        params: IdParams,
        response: { 200: MessageSchema, ...refusals },
      },
    },
    async (request) => {
      const member = staffOf(request);
      if (!(await repository.delete(member.id, request.params.id))) return refuseNotOwn(repository, member.id, request.params.id);
      return { message: m.deleted };
    },
  );
};
